# The Plays menu's texts in English (loaded with it only; history_text_fr.py, history_text_it.py: the same
# texts in this order).

TEXTS = (
    "No plays yet",  # NO_PLAYS
    "Wins and best",  # STATS
    ("The play log was", "damaged."),  # LOG_DAMAGED
    "%d play kept~%d plays kept",  # PLAYS_KEPT
    "Actions: %d",  # ACTIONS
    "Won on tie-break",  # TIE_BREAK
    "seat     wins   best",  # STATS_HEAD
    "Minutes: %d",  # MINUTES
)
