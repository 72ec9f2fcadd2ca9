# Les textes des menus et de l'écran de jeu en français (dans l'ordre de text_en.py).

TEXTS = (
    "J%d",  # PLAYER
    ("Emerald", "Or des dragons", "Opale", "Aton", "Roma", "Samarkand", "Course de sorcières"),  # GAMES
    "Choisir un jeu",  # CHOOSE_GAME
    "Réglages",  # SETTINGS
    "%d joueurs",  # PLAYERS
    "Ce jeu n'est pas encore sur l'appareil.",  # NOT_ON_DEVICE
    "Lumière %d/5",  # BRIGHTNESS
    "Son activé",  # SOUND_ON
    "Son coupé",  # SOUND_OFF
    "Langue",  # LANGUAGE
    "Terminé",  # DONE
    "Menu du jeu",  # GAME_MENU
    "Retour au jeu",  # BACK_TO_GAME
    "Annuler",  # UNDO
    "Nouvelle partie",  # NEW_GAME
    "Abandonner ?",  # ABANDON
    "Non, continuer",  # KEEP_IT
    "Oui, nouvelle",  # ABANDON_YES
    "Annulé :",  # UNDONE
    "Rien à lancer",  # NOTHING_TO_ROLL
    "Plus d'annul.",  # NO_MORE_UNDO
    "Rien à annuler",  # NOTHING_TO_UNDO
    "Dés déjà lancés",  # DICE_STAY_ROLLED
    "Pas permis",  # NOT_ALLOWED
    "ROLL: lancer",  # ROLL
    "Aide",  # HELP
    ("Pas assez de", "mémoire pour", "l'aide ici"),  # NO_MEMORY_FOR_HELP
    (
        "Boutons :",
        " haut/bas: choix",
        " ok: valider",
        " roll: dé/pioche",
        " back: menu jeu",
        " back long: ann.",
        " ok long: aide",
    ),  # BUTTONS_HELP
    "Victoire commune",  # SHARED_VICTORY
    "Récupéré",  # RECOVERED
    ("Un fichier était", "abîmé. Reprise", "du dernier état", "valide."),  # RECOVERED_LINES
    "Erreur",  # ERROR
    "OK: continuer",  # GO_ON
    "OK: réessayer",  # TRY_AGAIN
    "ROLL: rejouer",  # PLAY_AGAIN
    "Parties",  # PLAYS
    ("pas assez de mémoire:", "la partie reste", "gardée."),  # NO_MEMORY
    "Noms",  # NAMES
    "Nouveau nom",  # NEW_NAME
    "Sans nom",  # NO_NAME
    ("haut/bas: lettre", "ok: lettre suivante", "ok long: fini", "retour: effacer"),  # NAME_KEYS
)
