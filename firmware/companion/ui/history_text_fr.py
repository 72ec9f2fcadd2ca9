# The Plays menu's texts in French (history_text_en.py).

TEXTS = (
    "Aucune partie",  # NO_PLAYS
    "Victoires, records",  # STATS
    ("Le journal des", "parties était abîmé."),  # LOG_DAMAGED
    "%d partie gardée~%d parties gardées",  # PLAYS_KEPT
    "Actions: %d",  # ACTIONS
    "Gagné au départage",  # TIE_BREAK
    "place   vict. record",  # STATS_HEAD
    "Minutes: %d",  # MINUTES
)
