# Pig's texts in French (the same names in text_en.py and text_it.py).

OPTIONS = (("But", ("20 points", "50 points")),)
TEXTS = (
    "Pig : %s lance",
    "Gardés : %s",
    "Ce tour : %d",
    "Garder %d points",
    "%s a fait %d",
    "%s perd %d points",
    "%s garde %d",
    "ROLL : le dé",
)
HELP = "ROLL ajoute le dé\nà votre tour ; un 1\nle perd. Garder met\nles points de côté."
