from companion.games.emerald_rules import dragon_input, score_input  # noqa: F401
