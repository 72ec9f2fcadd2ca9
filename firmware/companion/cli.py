# The host simulator's JSON commands (score, dragon), run by CPython or inside MicroPython alike.

from companion import catalog
from companion.core import check, jsonc


def score(data):
    """``score`` command: dispatch to the game's ``score_input``.

    :param data: the parsed input object
    :return: the output object
    :raises check.BadInput: bad input, with the offending field named
    """
    game_id = _game(data)
    mod = _engine(game_id, "score_input")
    out = mod.score_input(data)
    out["game"] = game_id
    return out


def dragon(data):
    """``dragon`` command: Emerald's dragon flight."""
    return catalog.load("emerald").dragon_input(data)


def _game(data):
    if not isinstance(data, dict):
        raise check.BadInput("input: must be an object")
    if "game" not in data:
        raise check.BadInput("game: missing field")
    game_id = check.string(data["game"], "game")
    if catalog.find(game_id) is None:
        known = ", ".join([g[0] for g in catalog.GAMES])
        raise check.BadInput("game: unknown game %s (known: %s)" % (check.quote(game_id), known))
    return game_id


def _engine(game_id, func):
    try:
        mod = catalog.load(game_id)
    except ImportError:
        mod = None
    if mod is None or not hasattr(mod, func):
        raise check.BadInput("game: %s has no %s command" % (game_id, func.split("_")[0]))
    return mod


COMMANDS = {"score": score, "dragon": dragon}


def execute(command, text):
    """Run one command on JSON text.

    :return: (exit status, output object or None, stderr line)
    """
    try:
        data = jsonc.loads(text)
        del text  # the input's text is not needed any more: give its heap to the command
        return 0, COMMANDS[command](data), ""
    except check.BadInput as e:
        return 2, None, str(e.args[0]) if e.args else "bad input"


def run(command, text):
    """Run one command on JSON text.

    :return: (exit status, stdout text, stderr line)
    """
    code, out, err = execute(command, text)
    return code, "" if out is None else jsonc.dumps(out), err


def main(command, stdin, stdout, stderr):
    """Read stdin, write the answer streamed to stdout (a long answer never sits whole in the heap).

    :return: the exit status
    """
    code, out, err = execute(command, stdin.read())
    if out is not None:
        jsonc.dump(out, stdout.write)
        stdout.write("\n")
    if err:
        stderr.write(err + "\n")
    return code
