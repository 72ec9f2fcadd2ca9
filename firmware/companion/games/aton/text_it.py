# I testi di Aton in italiano (gli stessi nomi di aton/text_en.py).

OPTIONS = (("Regno dei morti", ("Morti: 8 spazi", "Morti: 6", "Morti: 10", "Morti: 12")),)
NAMES = ("Rosso", "Blu")
KIND_NAMES = ("gialle", "verdi", "nere", "blu", "bonus+1", "bonus+2")
KINDS = ("gialla", "verde", "nera", "blu", "+1", "+2")
VERBS = ("Togli", "Piazza", "Da")
NEWS = (
    "Cart.1: %s +%d",
    "Cart.1: pareggio",
    "Rosso +%d Blu +%d PV",
    "Ognuno ritira 4",
    "%s %d >morti",
    "%s %d >riserva",
)
TITLE = ("Aton: pareggio", "Vittoria: %s", "Tab. T%d %s", "Aton turno %d", "Turno %d: %s")
STATUS = (
    "T%d G%d V%d N%d ",
    "Morti: %d su %d",
    "Chi pesca meno?",
    "Togli %d %s",
    "Piazza %d, T1-T%d",
    "Vinto: %s",
    " T1 T2 T3 T4 ris pti",
)
WON_BY = ("40", "tempio", "gialle", "verdi")
ACTIONS = (
    "Tabellone giusto",
    "Succ. T%d %s",
    "Cartiglio %d: %d",
    "%s pesca meno",
    "%s ha finito",
    ("Cartiglio %d:", " su: 1   giù: 2", " ok: 3   roll: 4"),
    "Tempio:",  # a piece's temple: a button each
    (
        "T%d casella:",
        "gia",
        "ver",
        "ner",
        "altre",
        " su: %s  giù: %s",
        " ok: %s  roll: %s",
    ),  # a piece's square in a temple: its kind's button, roll the others
    ("Quanti in T%d?", "%s in T%d"),  # pieces in a temple: a count (3+: the counts from 3)
)
LEGENDS = (
    "* il vincitore",
    "Controllate il\n"
    " tabellone:\n"
    " caselle di ogni\n"
    " tempio:\n"
    " G gialle,\n"
    " V verdi,\n"
    " N nere, +1 +2\n"
    " caselle bonus;\n"
    " una blu per\n"
    " tempio.\n"
    "Nere: il resto\n"
    " delle 12.\n"
    "Tenuto per le\n"
    " prossime\n"
    " partite",
    "Morti: 3 su 8:\n"
    " pedine nel regno\n"
    " dei morti, sui suoi\n"
    " spazi\n"
    " T1 T2 T3 T4 ris pti\n"
    "R 3  2  0  1  18   4\n"
    " pedine di Rosso\n"
    " in T1-T4 e in\n"
    " riserva, i suoi\n"
    " punti\n"
    "Quanti in T1?: un\n"
    " pulsante per\n"
    " numero (3+: poi\n"
    " 3 o 4), il resto\n"
    " più in alto;\n"
    "Tempio: quello\n"
    " della pedina dopo,\n"
    " dal più basso, un\n"
    " pulsante ciascuno;\n"
    " T2\n"
    " casella: su gialla,\n"
    " giù verde, ok nera,\n"
    " roll blu, +1, +2\n"
    " (altre: una lista)\n"
    " -: nessuno\n",
    "Da T2: la casella\n della pedina che\n ritirate dal\n tempio 2, un\n pulsante ciascuna\n",
    "Cart.1: Rosso +4\n"
    " il doppio della\n"
    " differenza del\n"
    " cartiglio 1\n"
    ">morti: niente\n"
    " posto per\n"
    " piazzare\n"
    ">riserva: il\n"
    " regno dei morti\n"
    " è pieno\n"
    "Ognuno ritira 4:\n"
    " 1 per tempio,\n"
    " il resto dal\n"
    " tempio più alto\n"
    "LED 1-4: chi\n"
    " guida un tempio\n"
    " grigio: pari\n"
    "5 e +: regno dei\n"
    " morti, uno per\n"
    " spazio",
)
INFO = ("%s carte %s", "Caselle  R  B di", "Nessun conteggio", "Ultimo conteggio", "Tot. %3d %3d")
PARTS = ("T1", "T2", "T3", "T4", "Nero", "Bon")
END = ("%s%-5s %3d punto~%s%-5s %3d punti", "Vittoria con", "%s, punti:", " cartiglio 1 %d", " conteggi %d")
WHY = ("40 punti", "un tempio pieno", "tutte le gialle", "tutte le verdi")
