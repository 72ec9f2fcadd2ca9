# Les textes des menus et de l'écran de jeu en français (les mêmes noms que text_en.py).

PLAYER = "J%d"
GAMES = ("Emerald", "Or des dragons", "Opale", "Aton", "Roma", "Samarkand", "Course sorcières")
CHOOSE_GAME = "Choisir un jeu"
SETTINGS = "Réglages"
PLAYERS_TITLE = "%s: joueurs"
PLAYERS = "%d joueurs"
NOT_ON_DEVICE = "Ce jeu n'est pas encore sur l'appareil."
BRIGHTNESS = "Lumière %d/5"
SOUND_ON = "Son activé"
SOUND_OFF = "Son coupé"
LANGUAGE = "Langue"
DONE = "Terminé"
GAME_MENU = "Menu du jeu"
BACK_TO_GAME = "Retour au jeu"
UNDO = "Annuler"
NEW_GAME = "Nouvelle partie"
ABANDON = "Abandonner ?"
KEEP_IT = "Non, continuer"
ABANDON_YES = "Oui, nouvelle"
UNDONE = "Annulé :"
NOTHING_TO_ROLL = "Rien à lancer"
NO_MORE_UNDO = "Plus d'annulation"
NOTHING_TO_UNDO = "Rien à annuler"
DICE_STAY_ROLLED = "Dés déjà lancés"
NOT_ALLOWED = "Pas permis"
ROLL = "ROLL: lancer"
HELP = "Aide"
NO_MEMORY_FOR_HELP = ("Pas assez de", "mémoire pour", "l'aide ici")
BUTTONS_HELP = (
    "Boutons :",
    " haut/bas: choix",
    " ok: valider",
    " roll: dé/pioche",
    " back: menu jeu",
    " back long: ann.",
    " ok long: aide",
)
SHARED_VICTORY = "Victoire commune"
RECOVERED = "Récupéré"
RECOVERED_LINES = ("Un fichier était", "abîmé. Reprise", "du dernier état", "valide.")
ERROR = "Erreur"
GO_ON = "OK: continuer"
TRY_AGAIN = "OK: réessayer"
