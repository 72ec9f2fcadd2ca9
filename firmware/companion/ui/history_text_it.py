# The Plays menu's texts in Italian (history_text_en.py).

TEXTS = (
    "Nessuna partita",  # NO_PLAYS
    "Vittorie e record",  # STATS
    ("Il registro delle", "partite era rovinato."),  # LOG_DAMAGED
    "%d partita tenuta~%d partite tenute",  # PLAYS_KEPT
    "Azioni: %d",  # ACTIONS
    "Vinta allo spareggio",  # TIE_BREAK
    "posto   vitt. record",  # STATS_HEAD
    "Minuti: %d",  # MINUTES
)
