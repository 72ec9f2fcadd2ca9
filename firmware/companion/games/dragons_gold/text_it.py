# I testi di L'Or des dragons in italiano (gli stessi nomi e lo stesso ordine di dragons_gold/text_en.py).

OPTIONS = (("Regole", ("Regole base", "Regole avanzate")),)
LETTERS = "guer|ladro|mago|nessuna"  # le carte di un giocatore scoperte, libere: guerriero/i, ladro, mago
KINDS = ("Guerriero", "Ladro", "Mago")
TOKENS = ("argento", "oro", "rosso", "nero", "verde", "blu", "viola", "giallo", "bianco")
FIELDS = ("Potenza?", "Tesoro noto?", "Tesoro nascosto?", "(in alto)", "(basso a sin.)", "(basso a destra)")
TITLES = (
    "Drago %d di 4",
    "Nuovo drago D%d",
    "Chi inizia?",
    "%s gira le carte",  # il giocatore gira tutte le sue carte, poi attacca
    "%s attacca",
    "Spartizione D%d",
    "I ladri rubano",
    "FIERA: scambi!",
    "Punti di %s?",
    "Partita finita",
    "D%d ucciso!",
    "Diamante nero?",
    "Chi ha più %s?",
    "%s: 5 colori?",
)
CLOCK = ("Tempo %d:%02d", "PAUSA %d:%02d", "TEMPO SCADUTO")  # la clessidra
STATUS = (
    "Sac.%d Mazzo %d",
    "%s: %s",
    "Val. %s?",
    "Da ",
    "Bottino: %d",
    "Rossi: %s (mago)",
    "Mago+rosso: ogg.",
    "a un combattente",
    "Solo i gettoni",
)
STEALS = ("%s ruba a caso", "%s ruba a scelta")
NEWS = (
    "D%d ucciso: +%d",
    "D%d è ucciso",
    "%s senza bottino%.0s~%s prende %d~%s prende i %d",
    "Pesca %d su D%d",
    "D%d resiste %d/%d",
    "Accordo su %d",
    "Tesoro perso: %d",
    "Fuori gioco: %d",
    "Pescata la Fiera",
    "Fiera finita",
    "Sorteggiato: %s",
    "%s ha rubato",
    "%s passa",
)
END_WHY = ("Tesoro finito", "Attacchi finiti", "Draghi finiti")
LABELS = (
    "Potenza %d",
    "%d gettone~%d gettoni",
    "D%d %s",
    "Valore %d",
    "Accordo fatto",
    "Nessun accordo",
    "Clessidra: pausa",
    "Clessidra: via",
    "Tempo finito",
    "Fine scambi",
    "Fatto: %s ruba",
    "%s inizia",
    "ROLL: chi inizia",
    "%d punto~%d punti",
    "Nessuno",
    "No",
    "Sì",
)
# una carta Drago che il dispositivo conosce: la domanda e la sua legenda, la distribuzione del
# dispositivo, la riga di una carta (potenza, tesoro noto + nascosto, "?" non ancora visto), una carta
# fuori elenco, la carta data, il ROLL
CARDS = (
    "P potenza $noto+nasc.",
    "Dà: mettete la\ncarta che nomina",
    "P%d $%d+%s",
    "Altra carta",
    "D%d: metti P%d $%d+%s",
    "ROLL: dai D%d",
)
# le domande della fine, sotto il titolo: i punti di un giocatore, il diamante nero, la maggioranza di un
# colore, i cinque colori
ASK = (
    "Argento 1, oro 3,\nrosso 1: il totale",
    "Nessuno: fuori gioco",
    "Pari: tutti",
    "Uno di ogni colore?",
)
HELP = (
    "* il vincitore",
    "Chi ha più: il più\n di un colore\n (pari: tutti)",
    "D2 ucciso: +3:\n 3 gettoni\n nascosti dal\n sacchetto vanno\n al suo tesoro",
    "Nuovo drago:\n potenza (in\n alto), tesoro\n noto (in basso\n a sinistra),\n tesoro nascosto\n"
    " (in basso a\n destra)\nPesca N su D2:\n N gettoni dal\n sacchetto sulla\n carta",
    "Accordatevi\n prima della\n fine, o tutto\n è perso\nTEMPO SCADUTO:\n resta solo\n Nessun accordo",
    "Rossi: G1 (mago)\n il suo mago\n prende i\n gettoni rossi",
    "Mago+rosso: ogg.\n chi riceve un\n rosso e il cui\n mago ha\n combattuto\n pesca un\n oggetto magico",
    "Un ladro prende\n 1 gettone a un\n combattente\n a scelta: vede\n e sceglie (col\n proprio mago)\n"
    " a caso: senza\n guardare",
    "Fiera: si\n scambiano solo\n gettoni",
    "D1 5/9: drago 1,\n attacco 5 su\n potenza 9\n --: ucciso\n"
    "G2: guer ladro mago:\n le carte con cui\n G2 può attaccare:\n guerriero, ladro,\n mago\n"
    " (scoperte, non\n sotto un drago)",
    "Sac.: gettoni\n nel sacchetto\nMazzo: carte\n drago da\n pescare\nSacchetto vuoto:\n niente nuovi\n"
    " draghi, niente\n tesori nascosti\nLED: 4 per drago\n D1 verde\n D2 blu\n D3 viola\n D4 arancione\n"
    " accesi: attacco\n su potenza\nClessidra: i 16\n LED si svuotano\n in un minuto",
)
END = ("%s, punti:", " %s %d", " più %s %d", " 5 colori %d", " monete, rossi %d")
INFO = ("Fiera: fatta", "Fiera: ancora %d", "D%d assente", "D%d %d/%d $%d+%s", "%s%-6s%5d pt.")
