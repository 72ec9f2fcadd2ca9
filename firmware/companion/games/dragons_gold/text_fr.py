# Les textes de L'Or des dragons en français, dans les mots de la règle (les mêmes noms et le même ordre que
# dragons_gold/text_en.py).

OPTIONS = (("Règles", ("Règle de base", "Règle avancée")),)
# les cartes d'un joueur faces visibles, libres : guerrier(s), voleur, magicien
LETTERS = "guer|vol|mag|aucune"
KINDS = ("Guerrier", "Voleur", "Magicien")
TOKENS = ("argent", "or", "rouge", "noir", "vert", "bleu", "violet", "jaune", "blanc")
FIELDS = (
    "Puissance ?",
    "Trésor connu ?",
    "Trésor inconnu ?",
    "(en haut)",
    "(bas à gauche)",
    "(bas à droite)",
)
TITLES = (
    "Dragon %d sur 4",
    "Nouv. dragon D%d",
    "Qui commence ?",
    "%s retourne tout",  # le joueur retourne toutes ses cartes, puis attaque
    "%s attaque",
    "Partage de D%d !",
    "Vol des voleurs",
    "FOIRE: échanges!",
    "Points de %s ?",
    "Partie finie",
    "D%d tué !",
    "Diamant noir ?",
    "Le plus de %s ?",
    "%s: 5 couleurs ?",
)
CLOCK = ("Sablier %d:%02d", "PAUSE %d:%02d", "SABLIER VIDE")
STATUS = (
    "Sac %d Pile %d",
    "%s: %s",
    "Valeur %s?",
    "Par ",
    "Butin %d jeton~Butin %d jetons",
    "Rouges: %s (mag)",
    "Mag+rouge: objet",
    "d'un combattant",
    "Seuls les jetons",
)
STEALS = ("%s vole (hasard)", "%s vole (choix)")
NEWS = (
    "D%d tué: tirer %d",
    "D%d est tué",
    "%s ne prend rien%.0s~%s prend %d jeton~%s prend les %d",
    "Tirer %d sur D%d",
    "D%d résiste %d/%d",
    "Accord sur %d",
    "Trésor perdu: %d",
    "Hors jeu: %d",
    "La Foire arrive",
    "Fin de la Foire",
    "Tiré au sort: %s",
    "%s vole un jeton",
    "%s passe",
)
END_WHY = ("Plus de trésor", "Plus d'attaque", "Plus de dragon")
LABELS = (
    "Puissance %d",
    "%d jeton~%d jetons",
    "D%d %s",
    "Valeur %d",
    "Accord conclu",
    "Désaccord: perdu",
    "Sablier: pause",
    "Sablier: reprise",
    "Sablier épuisé",
    "Fin des échanges",
    "Fait: %s vole",
    "%s commence",
    "ROLL: 1er joueur",
    "%d point~%d points",
    "Personne",
    "Non",
    "Oui",
)
# une carte Dragon que l'appareil connaît : la question et sa légende, la donne de l'appareil, la ligne
# d'une carte (puissance, trésor connu + inconnu, "?" pas encore vu), une carte hors de la liste, la carte
# donnée, le ROLL
CARDS = (
    "P puiss. $connu+inc.",
    "Donne: posez la\ncarte qu'il nomme",
    "P%d $%d+%s",
    "Autre carte",
    "D%d: poser P%d $%d+%s",
    "ROLL: donner D%d",
)
# les questions de la fin, sous le titre : les points d'un joueur, le diamant noir, la majorité d'une
# couleur, les cinq couleurs
ASK = (
    "Argent 1, or 3,\nrouge 1: le total",
    "Personne: écarté",
    "Égalité: tous",
    "Un de chaque couleur?",
)
HELP = (
    "* le gagnant",
    "Le plus: qui a le\n plus d'une couleur\n (ex aequo: tous)",
    "D2 tué: tirer 3:\n ses 3 jetons\n inconnus tirés\n du sac vont à\n son trésor",
    "Nouveau dragon:\n puissance (en\n haut), trésor\n connu (bas à\n gauche), trésor\n inconnu (bas à\n"
    " droite)\nTirer N sur D2:\n N jetons du sac\n sur sa carte",
    "Partagez avant\n la fin du\n sablier, sinon\n tout est perdu\nSABLIER VIDE:\n reste seulement\n"
    " Désaccord",
    "Rouges: J1 (mag)\n son magicien\n prend les\n jetons rouges",
    "Mag+rouge: objet\n un joueur dont\n le magicien a\n combattu et qui\n reçoit un rouge\n"
    " pioche un objet\n magique",
    "Un voleur prend\n 1 jeton à un\n combattant\n choix: regarde\n et choisit (son\n magicien était\n"
    " là)\n hasard: sans\n regarder",
    "Foire: échange\n de jetons\n seulement",
    "D1 5/9: dragon 1,\n attaque 5 sur\n puissance 9\n --: tué\n"
    "J2: guer vol mag:\n les cartes avec\n lesquelles J2 peut\n attaquer: guerrier,\n voleur, magicien\n"
    " (face visible,\n pas sous un\n dragon)",
    "Sac: jetons dans\n le sac\nPile: cartes\n Dragon à\n piocher\nSac vide: plus\n de dragons ni\n"
    " de trésor\n inconnu\nLEDs: 4 par\n dragon\n D1 vert\n D2 bleu\n D3 violet\n D4 orange\n"
    " allumées:\n attaque sur\n puissance\nSablier: les 16\n LEDs se vident\n en une minute",
)
END = ("%s, points :", " %s %d", " majorité %s %d", " 5 couleurs %d", " pièces, rouges %d")
INFO = ("Foire: passée", "Foire: encore %d", "D%d absent", "D%d %d/%d $%d+%s", "%s%-6s%5d pt~%s%-6s%5d pts")
