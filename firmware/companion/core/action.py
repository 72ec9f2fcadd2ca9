# apply's first step, the same in every engine: what is not an action, or comes once the game is over, is
# refused in the same words, in both runtimes.


def refused(action, over, legal=None):
    """Why ``action`` is refused before its engine looks at it, or None.

    An action is a non-empty list of ints and strings, as JSON, the journal and ``legal_actions`` give it (a
    tuple is refused by every engine alike); nothing is applied once the game is over.

    :param over: the engine's ``is_over(state)``
    :param legal: the engine's ``legal_actions(state)``, for an engine whose legal actions are all it takes
        (None: the caller checked, or the engine checks as it applies)
    """
    if type(action) is not list or not action:
        return "not an action"
    for x in action:
        if type(x) is not int and type(x) is not str:
            return "not an action"
    if over:
        return "the game is over"
    if legal is not None and action not in legal:
        return "not allowed now"
    return None
