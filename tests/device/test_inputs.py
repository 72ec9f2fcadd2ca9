"""Inputs per the contract: every bad one is exit 2 and one line naming the field or option,
the same under CPython and under MicroPython at --heap 96k, and none can exhaust the heap."""

import json
import subprocess
import sys

import pytest

from host_sim import events, runtime

HEAP = "96k"
LIMIT = 65536


def both(command, text, heap=HEAP):
    """Run a JSON command in both runtimes; they must agree to the byte. :return: (code, stdout, stderr)"""
    cpy = runtime.cli(command, text, "cpython", heap)
    mpy = runtime.cli(command, text, "micropython", heap)
    assert mpy == cpy, (text[:200], cpy, mpy)
    return cpy


def refused(command, data, message):
    """Exit 2, nothing on stdout, exactly ``message`` as the one line on stderr, in both runtimes."""
    text = data if isinstance(data, str) else json.dumps(data)
    code, out, err = both(command, text)
    assert (code, out, err) == (2, "", message + "\n")


def host_sim(args, stdin=b""):
    """``python -m host_sim ARGS`` as a user runs it. :return: (exit status, stdout, stderr)"""
    res = subprocess.run(
        [sys.executable, "-m", "host_sim", *args], input=stdin, capture_output=True, timeout=600
    )
    return res.returncode, res.stdout.decode(), res.stderr.decode()


def emerald_player(name):
    return {"name": name, "gold": [], "treasures": 0, "gems": {"red": 0, "green": 0, "blue": 0, "yellow": 0}}


def emerald(players):
    return {"game": "emerald", "players": players}


def opale(points):
    """Opale's input with ``points`` for the first player, 1 for the second."""
    return {
        "game": "opale",
        "players": [
            {"name": "A", "card_points": points, "dragon": True},
            {"name": "B", "card_points": 1, "dragon": False},
        ],
    }


# --- a key given twice ------------------------------------------------------------------------------------


def test_a_key_given_twice_at_the_top_is_named_by_itself():
    refused("dragon", '{"rolls":[7],"rolls":[1]}', 'rolls: key "rolls" given twice')


def test_a_key_given_twice_in_a_player_names_the_player():
    text = json.dumps(emerald([emerald_player("A"), emerald_player("B")]))
    text = text.replace('"gold": []', '"gold": [], "gold": [5]', 1)
    refused("score", text, 'players[0]: key "gold" given twice')


def test_a_key_given_twice_deeper_names_the_whole_path():
    text = json.dumps(emerald([emerald_player("A"), emerald_player("B")]))
    at = text.rindex('"red": 0')
    text = text[:at] + '"red": 0, "red": 1' + text[at + len('"red": 0') :]
    refused("score", text, 'players[1].gems: key "red" given twice')


# --- the size limit ---------------------------------------------------------------------------------------


def padded(text, size):
    """``text`` with spaces after it, to exactly ``size`` bytes of UTF-8."""
    return text + " " * (size - len(text.encode()))


def test_an_input_over_the_limit_is_refused_with_its_size_in_bytes():
    # 3-byte characters: the limit counts bytes, not characters
    text = json.dumps({"rolls": [1], "pad": "\u2603" * 1000}, ensure_ascii=False)
    refused("dragon", padded(text, 70000), "input: 70000 bytes exceeds the limit of 65536")
    refused("dragon", padded(text, LIMIT + 1), "input: 65537 bytes exceeds the limit of 65536")


def test_the_size_is_refused_before_parsing():
    # broken from its first character, but refused for its size
    refused("score", "{" * 70000, "input: 70000 bytes exceeds the limit of 65536")


def test_an_input_at_the_limit_is_read_in_96k():
    """The whole input never sits in the heap: 64 KB of it run in a 96 KB heap."""
    code, out, err = both("dragon", padded('{"rolls": [1, 2, 3]}', LIMIT))
    assert code == 0 and err == "" and len(json.loads(out)["steps"]) == 3


def test_the_firmware_itself_counts_the_bytes_it_reads():
    """MicroPython's own reader refuses a large input as host_sim does before piping it (same line)."""
    text = padded('{"rolls": [1]}', 70000)
    res = runtime.run_micropython(runtime._CLI_CODE % "dragon", text, HEAP)
    assert (res.returncode, res.stdout, res.stderr) == (
        2,
        "",
        "input: 70000 bytes exceeds the limit of 65536\n",
    )


def test_the_size_through_the_command_line():
    text = padded('{"rolls": [1]}', 70000).encode()
    for rt in ("cpython", "micropython"):
        code, out, err = host_sim(["dragon", "-", "--runtime", rt, "--heap", HEAP], text)
        assert (code, out, err) == (2, "", "input: 70000 bytes exceeds the limit of 65536\n")


# --- numbers ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, message",
    [
        (
            '{"game": "dragons_gold", "players": [{"name": "A"}, {"name": "B", "silver": 2.5}, {"name": "C"}'
            "]}",
            "players[1].silver: 2.5 is not a whole number",
        ),
        ('{"rolls": [1, 1e3]}', "rolls[1]: 1e3 is not a whole number"),
        ('{"rolls": [1, -0.5E+2]}', "rolls[1]: -0.5E+2 is not a whole number"),
        ('{"track": 2.0, "rolls": []}', "track: 2.0 is not a whole number"),
        ("1.5", "input: 1.5 is not a whole number"),
    ],
)
def test_a_fraction_or_an_exponent_names_its_field(text, message):
    refused("dragon" if "rolls" in text or text == "1.5" else "score", text, message)


def test_card_points_beyond_the_game_are_refused():
    refused(
        "score",
        opale(10**30),
        "players[0].card_points: 1000000000000000... (31 characters) is too large (more than 9 digits)",
    )
    refused("score", opale(1000), "players[0].card_points: 1000 is above the maximum 999")
    code, out, _ = both("score", json.dumps(opale(999)))
    assert code == 0 and json.loads(out)["players"][0]["total"] == 999 + 3


def test_a_5000_digit_integer_names_its_field():
    text = json.dumps(opale(0)).replace('"card_points": 1', '"card_points": ' + "7" * 5000)
    refused(
        "score",
        text,
        "players[1].card_points: 7777777777777777... (5000 characters) is too large (more than 9 digits)",
    )


def test_nine_digits_reach_the_game_s_own_limits():
    refused(
        "score",
        {
            "game": "dragons_gold",
            "players": [{"name": "A", "silver": 999999999}, {"name": "B"}, {"name": "C"}],
        },
        "players[0].silver: 999999999 silver tokens across players exceed the 35 in the game",
    )
    refused("dragon", '{"rolls": [-123456789]}', "rolls[0]: -123456789 is below the minimum 1")


# --- too many players, too long a name, too large an input ------------------------------------------------


def test_40_players_are_refused_naming_players():
    """Counted as they come, not kept: the game's own limit once the input has named its game."""
    players = [emerald_player("P%d" % i) for i in range(40)]
    refused("score", emerald(players), "players: has 40 entries, at most 5 allowed")
    late = {"players": players, "game": "emerald"}  # the most any game takes, until then
    refused("score", late, "players: has 40 entries, at most 6 allowed")
    many = {"game": "aton", "players": [{"name": "P%d" % i} for i in range(3000)]}
    refused("score", many, "players: has 3000 entries, at most 2 allowed")
    witches = {"game": "witch_race", "players": [{"name": "W%d" % i, "finished": []} for i in range(40)]}
    refused("score", witches, "players: has 40 entries, at most 4 allowed")


def test_a_4_kb_name_is_refused_naming_it():
    players = [emerald_player("x" * 4096), emerald_player("B")]
    refused("score", emerald(players), "players[0].name: longer than 64 characters")
    players = [emerald_player("A"), emerald_player("\u00e9" * 65)]
    refused("score", emerald(players), "players[1].name: longer than 64 characters")


def test_more_values_than_a_game_needs_are_refused_where_they_overflow():
    refused("dragon", {"rolls": [1] * 300}, "rolls[254]: the input holds more than 256 values")
    # "rolls" and "notes" are 10 characters, 63 strings of 64 make 4042: the 64th passes 4096
    refused(
        "dragon",
        {"rolls": [], "notes": ["%02d" % i * 32 for i in range(100)]},
        "notes[63]: the input holds more than 4096 characters of text",
    )
    refused("dragon", {"rolls": [], "x": {"k%d" % i: 0 for i in range(40)}}, "x: more than 32 fields")


def test_the_largest_real_inputs_still_fit_in_96k():
    """Samarkand with 3 players holding 10 goods cards each, and 253 dragon flights."""
    colours = ["black", "blue", "brown", "green", "orange", "pink", "purple", "red", "white", "yellow"]
    families = [colours[:7], colours[3:], colours[7:] + colours[:3]]
    players = [
        {
            "name": ("Player %d " % i) * 6 + "x" * 10,  # 64 characters, the most
            "money": 999,
            "goods_tiles": 11,
            "relation_tiles": 16,
            "families": families[i],
            "goods_cards": [
                {"camels": [colours[(j + i) % 10], colours[(j + i + 1) % 10]]} for j in range(10)
            ],
        }
        for i in range(3)
    ]
    code, out, err = both("score", json.dumps({"game": "samarkand", "players": players}))
    assert code == 0 and err == "" and len(json.loads(out)["players"]) == 3
    code, out, err = both("dragon", json.dumps({"rolls": [3, 2, 1, 1] * 63 + [2]}))
    assert code == 0 and err == "" and len(json.loads(out)["steps"]) == 253


@pytest.mark.parametrize(
    "payload",
    [
        [{}] * 230,
        ["s%03d" % i for i in range(230)],
        ["%02d" % i * 32 for i in range(60)] + [0] * 170,
        [{"k%02d%d" % (i, j): 0 for i in range(16)} for j in range(13)],
        json.loads("[" * 60 + "]" * 60),
    ],
    ids=["objects", "strings", "long strings", "objects with keys", "nested"],
)
def test_inputs_at_the_limits_never_exhaust_96k(payload):
    """What the parser lets through fits in the heap next to the game's modules and validators."""
    for game, player in (
        ("emerald", emerald_player),
        ("samarkand", lambda n: {"name": n, "money": 1, "goods_tiles": 0, "relation_tiles": 0}),
    ):
        data = {"game": game, "players": [player("A"), player("B")], "extra": payload}
        refused("score", data, "extra: unknown field")


# --- text across the pieces the input is read in ----------------------------------------------------------


@pytest.mark.parametrize("shift", range(0, 4))
def test_multibyte_text_across_pieces_is_read_whole(shift):
    """Names of 2-, 3- and 4-byte characters cut anywhere by the 256-byte pieces MicroPython reads."""
    names = ["\u00e9" * 30 + "x" * shift, "\u2603" * 40, "\U0001f600" * 50, 'a\\"b\u00e8' * 9]
    data = {"game": "witch_race", "players": [{"name": n, "finished": [4]} for n in names]}
    code, out, err = both("score", json.dumps(data, ensure_ascii=False))
    assert code == 0 and err == ""
    assert [p["name"] for p in json.loads(out)["players"]] == names


@pytest.mark.parametrize("pad", [0, 250, 253, 254, 255, 256, 300, 511])
def test_syntax_errors_are_placed_the_same_whatever_the_pieces(pad):
    text = '{"rolls":\n' + " " * pad + '["\u2603\u00e9", 1,, 2]}'
    code, out, err = both("dragon", text)
    col = pad + len('["\u2603\u00e9", 1,') + 1
    assert (code, out, err) == (2, "", "not JSON: unexpected character at line 2 column %d\n" % col)


SAMPLES = [
    '{"a": [1, -20, 0, true, false, null], "b": {"c": "x\\u00e9\\ud83d\\ude00\\n\\"y"}, "d": ""}',
    '\n\n  {"a":\n [1,\n 2,,]}',
    '{"a": "\\ud800"}',
    '{"a": 012}',
    '{"a": tru}',
    '{"a": "unterminated',
    '{"a" 1}',
    "[1] x",
    '{"a": [1, 2.50e-3]}',
    '{"a": {"b": 1, "b": 2}}',
    '[{"k": "\u2603\\u2603"}, "\\q"]',
]


@pytest.mark.parametrize("text", SAMPLES, ids=range(len(SAMPLES)))
def test_the_parser_gives_the_same_answer_however_the_text_is_cut(text):
    """Read whole or a few characters at a time, as the two runtimes read: the same value or message."""
    runtime.use_firmware()
    from companion.core import check, jsonparse

    def answer(parse, *args):
        try:
            return parse(*args)
        except check.BadInput as e:
            return e.args[0]

    def streamed(size, lists):
        pieces = [text[i : i + size] for i in range(0, len(text), size)] + [""]
        return answer(jsonparse.parse_stream, iter(pieces).__next__, 30, 99, 99, 999, 9999, lists)

    whole = answer(jsonparse.parse, text)
    if not isinstance(whole, str):
        assert whole == json.loads(text)
    short = streamed(len(text), {"a": 1})  # a top-level list "a" longer than 1 is counted, then refused
    for size in range(1, 14):
        assert streamed(size, None) == whole, size
        assert streamed(size, {"a": 1}) == short, size


def test_invalid_utf8_through_the_command_line():
    for rt in ("cpython", "micropython"):
        code, out, err = host_sim(
            ["dragon", "-", "--runtime", rt, "--heap", HEAP], b'{"rolls": [1], "x": "\xff"}'
        )
        assert code == 2 and out == "" and err.count("\n") == 1 and "UTF-8" in err


# --- options ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "heap, message",
    [
        ("1k", "--heap: 1k is below the minimum 32k"),
        ("32767", "--heap: 32767 is below the minimum 32k"),
        ("9999999m", "--heap: 9999999m is above the maximum 64m"),
        ("65m", "--heap: 65m is above the maximum 64m"),
        ("9" * 5000, "--heap: 9999999999999999... is above the maximum 64m"),
        ("0x100", "--heap: '0x100' is not a size like 96k, 1m or 200000"),
        ("096k", "--heap: '096k' is not a size like 96k, 1m or 200000"),
        ("\u0669\u0666k", "--heap: '\u0669\u0666k' is not a size like 96k, 1m or 200000"),
        ("", "--heap: '' is not a size like 96k, 1m or 200000"),
    ],
)
def test_a_bad_heap_is_exit_2_naming_heap(heap, message):
    for rt in ("cpython", "micropython"):
        assert host_sim(["dragon", "-", "--runtime", rt, "--heap", heap], b'{"rolls": [1]}') == (
            2,
            "",
            message + "\n",
        )
    code, out, err = host_sim(["play", "--events", "-", "--runtime", "micropython", "--heap", heap], b"ok\n")
    assert (code, out, err) == (2, "", message + "\n")


def test_heap_sizes_at_the_bounds_are_taken():
    assert runtime.parse_heap("32k") == "32k"
    assert runtime.parse_heap("64m") == "64m"
    assert runtime.parse_heap("96K") == "96k"
    assert runtime.parse_heap("200000") == "200000"


@pytest.mark.parametrize(
    "line, why",
    [
        ("wait:\u0663", "not a number of seconds"),
        ("wait:1.\u0665", "not a number of seconds"),
        ("wait:\uff11", "not a number of seconds"),
        ("wait:86400.001", "more than a day, 86400 seconds"),
        ("wait:" + "9" * 250, "more than a day, 86400 seconds"),  # a longer line is over the line limit
    ],
)
def test_a_wait_takes_ascii_digits_and_at_most_a_day(line, why, tmp_path):
    with pytest.raises(events.EventError) as e:
        events.parse("ok\n" + line + "\n")
    assert str(e.value).startswith("events line 2: ") and str(e.value).endswith("(%s)" % why)
    assert len(str(e.value)) < 200
    path = tmp_path / "events"
    path.write_text("ok\n" + line + "\n", encoding="utf-8")
    code, out, err = host_sim(["play", "--events", str(path)])
    assert code == 2 and out == "" and err == str(e.value) + "\n"


def test_a_wait_of_a_day_is_taken():
    assert events.parse("wait:86400\nwait:0.5\nwait:007") == ["wait:86400000", "wait:500", "wait:7000"]


def test_canonical_json_orders_keys_as_sorted_does():
    # jsonc.dump picks each next key instead of sorting a list of them (no list in a fragmented heap)
    runtime.use_firmware()
    from companion.core import jsonc

    doc = {"b": 1, "a": {"z": [1, {"y": None, "x": True}], "é": "e", "A": False}, "ab": [], "": 0}
    assert jsonc.dumps(doc) == json.dumps(doc, sort_keys=True, separators=(",", ":"))
    assert jsonc.dumps({}) == "{}"
