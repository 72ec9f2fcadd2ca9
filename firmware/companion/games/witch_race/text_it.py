# I testi di Course de sorcières in italiano (gli stessi nomi e lo stesso ordine di witch_race/text_en.py).

COLOURS = ("Rosso", "Verde", "Blu", "Giallo")
TITLES = (
    "%s tira il dado",
    "%s: avanza di %d",
    "Casella %d: quale?",
    "Valore cas. %d?",
    "%s gioca carta?",
    "%s deve giocare",
    "%s respinge?",
    "Mazzo %s",
    "Corsa finita",
)
NEWS = (
    "%s ha tirato %d",
    "%s è bloccato",
    "%s arriva al %d",
    "%s in casella %d",
    "carta %d",
    "Mazzo",
    "%s %s: al %s",
    "%s %s: indietro al %s",
    "Indietro al %s",
    "%s %d: va al %s",
)
STATUS = (
    "%s%s%3s%3s%3s%3d carta~%s%s%3s%3s%3s%3d carte",
    "Mazzi ",
    "A%d",  # una strega su una casella di arrivo
    "rvbg",  # le iniziali dei colori: i mazzi neutri (minuscole: non G1, un giocatore)
)
LABELS = (
    "Strega %d -> A%d",
    "Strega %d -> %d",
    "Nuova strega->%d",
    "Passa il turno",
    "Fermati qui",
    "Lasciala stare",
    "Carta %s %s",
    "ad A%d",
    "a %d",
    "ROLL: il dado",
    "ROLL: pesca",
    "neutro",
    "magia",
    (" ok: %s", " roll: %s", " su: %s", " giù: %s"),  # a tile's answers: the button, the answer
    "%s 2-10: si ferma",  # another colour's number: the witch stops, its value is not needed now
    "%s 2-10",  # another colour's number on a button
    " roll lungo: altre",  # the list of every answer, when the buttons do not give them all
    "%s %s",  # a tile: its colour, its value or magic sign
)
HELP = (
    "G1 7 pt 43*:\n caselle di\n arrivo\n* il vincitore",
    ">G1 A4 17  - 9 carte:\n > di chi è il\n turno, A4 una\n strega arrivata\n sul 4, 17 una\n strega sulla\n"
    " casella 17, -\n una non ancora\n partita; carte\n in mano\nG2 carta 7->10:\n G2 ha giocato\n"
    " un 7, la strega\n è andata sulla\n casella 10\nMazzi: carte\n rimaste nei\n mazzi neutri\n"
    "Percorso:\n caselle 1-48,\n tappe di 16;\n l'arrivo 2, 3,\n 4 dopo\nDi' ogni\n casella girata\n"
    " dalla strega; un\n numero d'altro\n colore: il colore\n (il valore quando\n ci arriva una sua\n"
    " strega)\nLED: una tappa,\n streghe accese,\n caselle girate\n"
    " tenui, strega\n in attesa:\n bianca",
    "%s: %s",
    "Carte rimaste,",
    " * magia:",
    "Mazzo %s",
    "nessuna",
    " segni su ",
    "%s %d pt %s%s",
    "%s ha finito la corsa",
    "%s, punti:",
    " arrivo %d: %d",
)
