# I testi di Opale in italiano (gli stessi nomi di opale/text_en.py); le carte tengono i nomi francesi
# stampati sopra.

OPTIONS = (
    ("Punteggio", ("Tabella punti", "Totali pile")),
    ("Premonizione", ("No", "Sì")),
    ("Conchiglie", ("No", "Sì")),
)
SHORT = ("Chasseresse", "Corail", "Perle", "Sorcière", "Pétrifié", "Golem", "Gardien", "Tortue", "Cité")
TAKE = SHORT
SHELL = ("Conch.: rigioca", "Conch.: 2 spazi", "Conch.: cambia ", "Conch.: pesca 3", "Blocca ")
NEWS = (
    "%s: +%d %s",
    "%d %s sotto",
    "Cité: %s +%d",
    "%s ha il drago",
    "%s carta %d>mazzo",
    "Ultimo turno: %s",
    "%s rigioca",
    "%s: 2 spazi",
    "%s cambia %d",
    "%s pesca 3, -3",
    "%s bloccato",
)
TITLE = (
    "Opale %s",
    "Opale %s ULTIMO",
    "Opale: punteggi",
    "Opale: fine",
)
STATUS = (
    "G1 %d  G2 %d",
    "%s %d punto~%s %d punti",
    "G1 ha %d, G2 %d",
    "Totale pila %s",
    "Drago: %s",
    "nessuno",
    "Mano %d Mazzo %d",
    "Cité %d su 3, sotto %d",
    "%s rende 1 carta",
    "Blocco: %s",
)
ACTIONS = (
    " +sotto",
    "Fine turno",
    "Passa il turno",
    "Fatto: punteggio",
    "Tipo successivo",
    "Gioc. successivo",
    "ROLL: a caso",
)
LEGENDS = (
    "G1 blu\nG2 arancione",
    "Drago +3: chi ha\n la pedina, che\n vince i pareggi\n",
    "Inserite i punti\n"
    " di ogni tipo di\n"
    " carta (tenuti\n"
    " per le prossime\n"
    " partite) o il\n"
    " totale di ogni\n"
    " pila",
    "2 Corail +Perle:\n"
    " 2 carte sul\n"
    " Dragon Corail,\n"
    " che prende\n"
    " tutte le Perle\n"
    " de Nacre\n"
    "+sotto: prende\n"
    " le carte sotto\n"
    " il tabellone\n"
    "Pétrifié: Dragon\n"
    " Pétrifié\n"
    "Tortue: il suo\n"
    " Chevaucheur\n"
    "Mano 5 Mazzo 40:\n"
    " le carte del\n"
    " giocatore\n"
    "Cité 1 su 3: Cité\n"
    " attivate finora\n"
    "sotto 3: carte\n"
    " sotto il\n"
    " tabellone\n"
    "Drago: chi ha la\n"
    " pedina (+3, 6\n"
    " carte in mano)\n"
    "Conch.: gettone\n"
    " conchiglia\n"
    "ULTIMO: ultimo\n"
    " turno\n"
    "LED 1-9: i nove\n"
    " mucchi\n"
    "10-12: pile di\n"
    " Cité da parte\n"
    "13: carte sotto\n"
    "15: chi ha la\n"
    " pedina\n"
    "16: a chi tocca\n",
)
INFO = (
    "Sotto la plancia:\n Chasseresse %d\n Tortue %d",
    "Pile Cité %d",
    "%s pila %d carta~%s pila %d carte",
    "mano %d mazzo %d",
    "Premonizione: sì",
    "Conch. G1 %d G2 %d",
)
END = (
    "%-4s%4d punto~%-4s%4d punti",
    "Drago+3: %s",
    "Vincitore: %s",
    "Pareggio",
    "%s, punti:",
    " %s %d",
    " carte %d",
    " pedina drago %d",
    "Fine: mazzo %s vuoto",
    "Fine: terza Cité",
)
