# Pig's texts in Italian (the same names in text_en.py and text_fr.py).

OPTIONS = (("Meta", ("20 punti", "50 punti")),)
TEXTS = (
    "Pig: tira %s",
    "In banca: %s",
    "Questo turno: %d",
    "Tieni %d punti",
    "%s ha fatto %d",
    "%s perde %d punti",
    "%s tiene %d",
    "ROLL: il dado",
)
HELP = "ROLL somma il dado\nal tuo turno; un 1\nlo perde. Tieni\nmette via i punti."
