# The menus' and the game screen's texts in English (text_fr.py, text_it.py: the same texts in this order).

TEXTS = (
    "P%d",  # PLAYER: a player by seat, as every game's screens name them
    (
        "Emerald",
        "Or des dragons",
        "Opale",
        "Aton",
        "Roma",
        "Samarkand",
        "Course de sorcières",
    ),  # GAMES: the games' names, in catalog order
    "Choose a game",  # CHOOSE_GAME
    "Settings",  # SETTINGS
    "%d players",  # PLAYERS
    "This game is not on the device yet.",  # NOT_ON_DEVICE
    "Brightness %d/5",  # BRIGHTNESS
    "Sound on",  # SOUND_ON
    "Sound off",  # SOUND_OFF
    "Language",  # LANGUAGE
    "Done",  # DONE
    "Game menu",  # GAME_MENU
    "Back to game",  # BACK_TO_GAME
    "Undo",  # UNDO
    "New game",  # NEW_GAME
    "Abandon game?",  # ABANDON
    "No, keep it",  # KEEP_IT
    "Yes, new game",  # ABANDON_YES
    "Undone:",  # UNDONE
    "Nothing to roll",  # NOTHING_TO_ROLL
    "No more undo",  # NO_MORE_UNDO
    "Nothing to undo",  # NOTHING_TO_UNDO
    "Dice stay rolled",  # DICE_STAY_ROLLED
    "Not allowed now",  # NOT_ALLOWED
    "ROLL: roll",  # ROLL
    "Help",  # HELP
    ("Not enough", "memory for the", "legend now"),  # NO_MEMORY_FOR_HELP
    (
        "Buttons:",
        " up/down: choose",
        " ok: do it",
        " roll: dice/draw",
        " back: game menu",
        " long back: undo",
        " long ok: help",
    ),  # BUTTONS_HELP
    "Shared victory",  # SHARED_VICTORY
    "Recovered",  # RECOVERED
    ("A saved file was", "damaged. Using", "the last good", "state."),  # RECOVERED_LINES
    "Error",  # ERROR
    "OK: go on",  # GO_ON
    "OK: try again",  # TRY_AGAIN
    "ROLL: play again",  # PLAY_AGAIN: the final screen's last line
    "Plays",  # PLAYS
    ("not enough memory:", "the game is kept as", "saved."),  # NO_MEMORY: a MemoryError, said to the table
    "Names",  # NAMES: the seats' names, a settings entry
    "New name",  # NEW_NAME
    "No name",  # NO_NAME
    ("up/down: letter", "ok: next letter", "long ok: done", "back: erase"),  # NAME_KEYS
)
