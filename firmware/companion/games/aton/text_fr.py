# Les textes d'Aton en français (les mêmes noms que aton/text_en.py), avec les mots de la règle.

OPTIONS = (("Roy. des morts", ("Morts: 8 cases", "Morts: 6", "Morts: 10", "Morts: 12")),)
NAMES = ("Rouge", "Bleu")
KIND_NAMES = ("jaunes", "vertes", "noires", "bleues", "bonus+1", "bonus+2")
KINDS = ("jaune", "verte", "noire", "bleue", "+1", "+2")
VERBS = ("Retirer", "Poser", "Depuis")
NEWS = (
    "Cart.1: %s +%d",
    "Cart.1: égalité",
    "Rouge +%d Bleu +%d PV",
    "Chacun retire 4",
    "%s %d >morts",
    "%s %d >réserve",
)
TITLE = ("Aton: égalité", "Victoire: %s", "Plat. T%d %s", "Aton tour %d", "Tour %d: %s")
STATUS = (
    "T%d J%d V%d N%d ",
    "Morts : %d sur %d",
    "Qui tire moins ?",
    "Retirer %d %s",
    "Poser %d, T1-T%d",
    "Gagné: %s",
    " T1 T2 T3 T4 rés  PV",
)
WON_BY = ("40", "temple", "jaunes", "vertes")
ACTIONS = (
    "Plateau correct",
    "Suiv. T%d %s",
    "Cartouche %d: %d",
    "%s tire moins",
    "%s: coup fini",
    ("Cartouche %d :", " haut: 1  bas: 2", " ok: 3   roll: 4"),
    "Temple :",  # a piece's temple: a button each
    (
        "T%d case :",
        "jau",
        "ver",
        "noi",
        "autre",
        " haut: %s  bas: %s",
        " ok: %s  roll: %s",
    ),  # a piece's square in a temple: its kind's button, roll the others
    ("Combien dans T%d ?", "%s dans T%d"),  # pieces in a temple: a count (3+: the counts from 3)
)
LEGENDS = (
    "* le gagnant",
    "Vérifiez le\n"
    " plateau: cases\n"
    " par temple:\n"
    " J jaunes,\n"
    " V vertes,\n"
    " N noires,\n"
    " +1 +2 cases\n"
    " bonus; une\n"
    " bleue chacun.\n"
    "Noires: le reste\n"
    " des 12.\n"
    "Gardé pour les\n"
    " parties\n"
    " suivantes",
    "Morts : 3 sur 8:\n"
    " pions au royaume\n"
    " des morts, sur ses\n"
    " cases\n"
    " T1 T2 T3 T4 rés  PV\n"
    "R 3  2  0  1  18   4\n"
    " pions de Rouge\n"
    " dans T1-T4 et en\n"
    " réserve, ses points\n"
    " de victoire\n"
    "Combien dans T1 ? :\n"
    " un bouton par\n"
    " nombre (3+ : puis\n"
    " 3 ou 4), le reste\n"
    " plus haut ;\n"
    "Temple : celui du\n"
    " pion suivant, du\n"
    " plus bas, un\n"
    " bouton chacun ;\n"
    " T2 case :\n"
    " haut jaune, bas\n"
    " verte, ok noire,\n"
    " roll bleue, +1, +2\n"
    " (autre : une liste)\n"
    " - : aucun\n",
    "Depuis T2: la case\n du pion que vous\n retirez du\n temple 2, un\n bouton chacune\n",
    "Cart.1: Rouge +4\n"
    " le double de\n"
    " l'écart au\n"
    " cartouche 1\n"
    ">morts: plus de\n"
    " place pour\n"
    " poser\n"
    ">réserve: le\n"
    " royaume des\n"
    " morts est plein\n"
    "Chacun retire 4:\n"
    " 1 par temple,\n"
    " le reste du\n"
    " temple le plus\n"
    " haut\n"
    "LEDs 1-4: qui\n"
    " mène un temple\n"
    " gris: égalité\n"
    "5 et +: royaume\n"
    " des morts, une\n"
    " par case",
)
INFO = ("%s cartes %s", "Cases    R  B de", "Aucun décompte", "Dernier décompte", "Tot. %3d %3d")
PARTS = ("T1", "T2", "T3", "T4", "Noir", "Bon")
END = ("%s%-5s %3d PV", "Victoire par", "%s, points :", " cartouche 1 %d", " décomptes %d")
WHY = ("40 points", "un temple plein", "les cases jaunes", "les cases vertes")
