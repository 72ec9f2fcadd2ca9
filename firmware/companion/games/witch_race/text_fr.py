# Les textes de Course de sorcières en français, dans les mots de la règle (les mêmes noms et le même ordre
# que witch_race/text_en.py).

COLOURS = ("Rouge", "Vert", "Bleu", "Jaune")
TITLES = (
    "%s lance le dé",
    "%s: avance de %d",
    "Case %d retournée?",
    "Case %d valeur?",
    "%s: une carte ?",
    "%s doit jouer",
    "%s fait reculer?",
    "Talon %s",
    "Course finie",
)
NEWS = (
    "%s a fait %d",
    "%s est bloqué",
    "%s arrivée sur %d",
    "%s en case %d",
    "carte %d",
    "Talon",
    "%s %s : en %s",
    "%s %s : recule en %s",
    "Recule en %s",
    "%s %d : va en %s",
)
STATUS = (
    "%s%s%3s%3s%3s main%3d",
    "Talons ",
    "A%d",  # une sorcière sur une case d'arrivée
    "rvbj",  # les initiales des couleurs : les talons neutres (minuscules : pas J1, un joueur)
)
LABELS = (
    "Sorcière %d à A%d",
    "Sorcière %d à %d",
    "Nouvelle en %d",
    "Passer son tour",
    "S'arrêter ici",
    "La laisser ici",
    "Carte %s %s",
    "à A%d",
    "à %d",
    "ROLL: le dé",
    "ROLL: tirer",
    "neutre",
    "magie",
    (" ok: %s", " roll: %s", " haut: %s", " bas: %s"),  # a tile's answers: the button, the answer
    "%s 2-10: s'arrête",  # another colour's number: the witch stops, its value is not needed now
    "%s 2-10",  # another colour's number on a button
    " roll long: autres",  # the list of every answer, when the buttons do not give them all
    "%s %s",  # a tile: its colour, its value or magic sign
)
HELP = (
    "J1 7 pts 43*:\n cases d'arrivée\n* le gagnant",
    ">J1 A4 17  - main 9:\n > à qui le tour\n A4 une sorcière\n arrivée sur 4,\n 17 une sorcière\n"
    " en case 17, -\n une pas encore\n partie; cartes\n en main\nJ2 carte 7->10:\n J2 a joué un 7,\n"
    " la sorcière est\n allée en 10\nTalons: cartes\n restant dans\n les talons\n neutres\n"
    "Circuit: cases\n 1-48, étapes de\n 16; l'arrivée\n 2, 3, 4 après\nDire chaque case\n"
    " que la sorcière\n retourne; un\n chiffre d'une\n autre couleur:\n sa couleur (sa\n valeur quand une\n"
    " sorcière de sa\n couleur y vient)\nLEDs: une étape,\n sorcières\n"
    " brillantes,\n cases\n retournées\n pâles, sorcière\n en attente\n blanche",
    "%s: %s",
    "Cartes restant,",
    " * magie:",
    "Talon %s",
    "aucune",
    " signes en ",
    "%s %d pts %s%s",
    "%s a fini la course",
    "%s, points :",
    " arrivée %d : %d",
)
