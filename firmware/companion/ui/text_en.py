# The menus' and the game screen's texts in English (the same names in text_fr.py and text_it.py).

PLAYER = "P%d"  # a player by seat, as every game's screens name them
# the games' names, in catalog order
GAMES = ("Emerald", "Or des dragons", "Opale", "Aton", "Roma", "Samarkand", "Course sorcieres")
CHOOSE_GAME = "Choose a game"
SETTINGS = "Settings"
PLAYERS_TITLE = "%s: players"
PLAYERS = "%d players"
NOT_ON_DEVICE = "This game is not on the device yet."
BRIGHTNESS = "Brightness %d/5"
SOUND_ON = "Sound on"
SOUND_OFF = "Sound off"
LANGUAGE = "Language"
DONE = "Done"
GAME_MENU = "Game menu"
BACK_TO_GAME = "Back to game"
UNDO = "Undo"
NEW_GAME = "New game"
ABANDON = "Abandon game?"
KEEP_IT = "No, keep it"
ABANDON_YES = "Yes, new game"
UNDONE = "Undone:"
NOTHING_TO_ROLL = "Nothing to roll"
NO_MORE_UNDO = "No more undo"
NOTHING_TO_UNDO = "Nothing to undo"
DICE_STAY_ROLLED = "Dice stay rolled"
NOT_ALLOWED = "Not allowed now"
ROLL = "ROLL: roll"
HELP = "Help"
NO_MEMORY_FOR_HELP = ("Not enough", "memory for the", "legend now")
BUTTONS_HELP = (
    "Buttons:",
    " up/down: choose",
    " ok: do it",
    " roll: dice/draw",
    " back: game menu",
    " long back: undo",
    " long ok: help",
)
SHARED_VICTORY = "Shared victory"
RECOVERED = "Recovered"
RECOVERED_LINES = ("A saved file was", "damaged. Using", "the last good", "state.")
ERROR = "Error"
GO_ON = "OK: go on"
TRY_AGAIN = "OK: try again"
