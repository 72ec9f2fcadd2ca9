# I testi dei menu e della schermata di gioco in italiano (nell'ordine di text_en.py).

TEXTS = (
    "G%d",  # PLAYER
    ("Emerald", "Or des dragons", "Opale", "Aton", "Roma", "Samarkand", "Course de sorcières"),  # GAMES
    "Scegli un gioco",  # CHOOSE_GAME
    "Impostazioni",  # SETTINGS
    "%d giocatori",  # PLAYERS
    "Questo gioco non è ancora sul dispositivo.",  # NOT_ON_DEVICE
    "Luce %d/5",  # BRIGHTNESS
    "Suono attivo",  # SOUND_ON
    "Suono spento",  # SOUND_OFF
    "Lingua",  # LANGUAGE
    "Fatto",  # DONE
    "Menu di gioco",  # GAME_MENU
    "Torna al gioco",  # BACK_TO_GAME
    "Annulla",  # UNDO
    "Nuova partita",  # NEW_GAME
    "Abbandonare?",  # ABANDON
    "No, continua",  # KEEP_IT
    "Sì, nuova",  # ABANDON_YES
    "Annullato:",  # UNDONE
    "Niente da tirare",  # NOTHING_TO_ROLL
    "Niente più undo",  # NO_MORE_UNDO
    "Niente da annul.",  # NOTHING_TO_UNDO
    "I dadi restano",  # DICE_STAY_ROLLED
    "Non permesso",  # NOT_ALLOWED
    "ROLL: tira",  # ROLL
    "Aiuto",  # HELP
    ("Memoria", "insufficiente", "per l'aiuto"),  # NO_MEMORY_FOR_HELP
    (
        "Pulsanti:",
        " su/giù: scegli",
        " ok: conferma",
        " roll: dadi",
        " back: menu",
        " back lungo: ann",
        " ok lungo: aiuto",
    ),  # BUTTONS_HELP
    "Vittoria pari",  # SHARED_VICTORY
    "Ripristinato",  # RECOVERED
    ("Un file era", "danneggiato. Si", "riparte dall'", "ultimo stato."),  # RECOVERED_LINES
    "Errore",  # ERROR
    "OK: continua",  # GO_ON
    "OK: riprova",  # TRY_AGAIN
    "ROLL: rigioca",  # PLAY_AGAIN
    "Partite",  # PLAYS
    ("memoria insufficiente", "la partita resta", "salvata."),  # NO_MEMORY
    "Nomi",  # NAMES
    "Nuovo nome",  # NEW_NAME
    "Senza nome",  # NO_NAME
    ("su/giù: lettera", "ok: lettera dopo", "ok lungo: fatto", "indietro: cancella"),  # NAME_KEYS
)
