# Les textes d'Opale en français (les mêmes noms que opale/text_en.py), avec les mots de la règle.

OPTIONS = (
    ("Décompte", ("Table de points", "Total des piles")),
    ("Prémonition", ("Non", "Oui")),
    ("Coquillages", ("Non", "Oui")),
)
SHORT = ("Chasseresse", "Corail", "Perle", "Sorcière", "Pétrifié", "Golem", "Gardien", "Tortue", "Cité")
TAKE = SHORT
SHELL = ("Coq.: rejouer", "Coq.: 2 emplac.", "Coq.: échange ", "Coq.: pioche 3", "Bloquer ")
NEWS = (
    "%s: +%d %s",
    "Sous: %d %s",
    "Cité: %s +%d",
    "%s a le dragon",
    "%s rend carte %d",
    "Dernier tour: %s",
    "%s rejoue",
    "%s: 2 emplac.",
    "%s échange %d",
    "%s pioche 3, -3",
    "%s bloqué",
)
TITLE = (
    "Opale %s",
    "Opale %s DERNIER",
    "Opale: décompte",
    "Opale: fin",
)
STATUS = (
    "J1 %d  J2 %d",
    "%s %d pt~%s %d pts",
    "J1 a %d, J2 %d",
    "Total pile %s",
    "Dragon: %s",
    "aucun",
    "Main %d Pioche %d",
    "Cité %d sur 3, sous %d",
    "%s rend 1 carte",
    "Bloqué: %s",
)
ACTIONS = (
    " +dessous",
    "Fin du tour",
    "Passer son tour",
    "Fini: décompte",
    "Type suivant",
    "Joueur suivant",
    "ROLL: au hasard",
)
LEGENDS = (
    "J1 bleu\nJ2 orange",
    "Dragon +3: qui a\n le pion; il\n gagne en cas\n d'égalité\n",
    "Entrez les\n"
    " points de\n"
    " chaque type de\n"
    " carte (gardés\n"
    " pour les\n"
    " prochaines\n"
    " parties) ou le\n"
    " total de chaque\n"
    " pile",
    "2 Corail +Perle:\n"
    " 2 cartes sur le\n"
    " Dragon Corail,\n"
    " qui prend\n"
    " toutes les\n"
    " Perle de Nacre\n"
    "+dessous: prend les\n"
    " cartes sous le\n"
    " plateau\n"
    "Pétrifié: Dragon\n"
    " Pétrifié\n"
    "Tortue: son\n"
    " Chevaucheur\n"
    "Main 5 Pioche 40\n"
    " (les cartes du\n"
    " joueur)\n"
    "Cité 1 sur 3: effets\n"
    " de Cité déjà\n"
    " déclenchés\n"
    "sous 3: cartes\n"
    " sous le plateau\n"
    "Dragon: qui a le\n"
    " pion (+3, 6\n"
    " cartes en main)\n"
    "Coq.: un jeton\n"
    " coquillage\n"
    "DERNIER: dernier\n"
    " tour\n"
    "LEDs 1-9: les\n"
    " neuf piles\n"
    "10-12: piles de\n"
    " Cité écartées\n"
    "13: cartes sous\n"
    "15: qui a le\n"
    " pion\n"
    "16: qui joue\n",
)
INFO = (
    "Sous le plateau:\n Chasseresse %d\n Tortue %d",
    "Piles Cité %d",
    "%s: pile de %d",
    "main %d pioche %d",
    "Prémonition: oui",
    "Coq. J1 %d J2 %d",
)
END = (
    "%-4s%4d point~%-4s%4d points",
    "Dragon +3: %s",
    "Gagnant: %s",
    "Ex aequo",
    "%s, points :",
    " %s %d",
    " cartes %d",
    " pion dragon %d",
    "Fin: pioche %s vide",
    "Fin: troisième Cité",
)
