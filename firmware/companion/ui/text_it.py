# I testi dei menu e della schermata di gioco in italiano (gli stessi nomi di text_en.py).

PLAYER = "G%d"
GAMES = ("Emerald", "Or des dragons", "Opale", "Aton", "Roma", "Samarkand", "Course sorcières")
CHOOSE_GAME = "Scegli un gioco"
SETTINGS = "Impostazioni"
PLAYERS_TITLE = "%s: giocatori"
PLAYERS = "%d giocatori"
NOT_ON_DEVICE = "Questo gioco non è ancora sul dispositivo."
BRIGHTNESS = "Luce %d/5"
SOUND_ON = "Suono attivo"
SOUND_OFF = "Suono spento"
LANGUAGE = "Lingua"
DONE = "Fatto"
GAME_MENU = "Menu di gioco"
BACK_TO_GAME = "Torna al gioco"
UNDO = "Annulla"
NEW_GAME = "Nuova partita"
ABANDON = "Abbandonare?"
KEEP_IT = "No, continua"
ABANDON_YES = "Sì, nuova"
UNDONE = "Annullato:"
NOTHING_TO_ROLL = "Niente da tirare"
NO_MORE_UNDO = "Niente più undo"
NOTHING_TO_UNDO = "Niente da annul."
DICE_STAY_ROLLED = "I dadi restano"
NOT_ALLOWED = "Non permesso"
ROLL = "ROLL: tira"
HELP = "Aiuto"
NO_MEMORY_FOR_HELP = ("Memoria", "insufficiente", "per l'aiuto")
BUTTONS_HELP = (
    "Pulsanti:",
    " su/giù: scegli",
    " ok: conferma",
    " roll: dadi",
    " back: menu",
    " back lungo: ann",
    " ok lungo: aiuto",
)
SHARED_VICTORY = "Vittoria pari"
RECOVERED = "Ripristinato"
RECOVERED_LINES = ("Un file era", "danneggiato. Si", "riparte dall'", "ultimo stato.")
ERROR = "Errore"
GO_ON = "OK: continua"
TRY_AGAIN = "OK: riprova"
