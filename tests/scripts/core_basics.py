# The core's JSON writer, parser and dice: same bytes in both runtimes.
from companion.core import check, jsonc, jsonparse, rng

doc = {"b": [1, -2, True, None, 'x"\\\n\u00e9\U0001f600'], "a": {"z": 0, "y": []}}
text = jsonc.dumps(doc)
print(text)
assert jsonparse.parse(text) == doc
for bad in ("", "[1,]", '{"a" 1}', "01", "1.5", "NaN", "[1] x", '"\\ud800"', '{"a":tru}'):
    try:
        jsonparse.parse(bad)
        raise AssertionError("accepted " + bad)
    except check.BadInput as e:
        print(e.args[0])

s = rng.seed_state(42)
counts = [0] * 6
for _ in range(6000):
    s, v = rng.draw(s, 6)
    counts[v] += 1
print(s, counts)
s, face = rng.pick_weighted(s, [(["die", 1], 2), (["die", 2], 2), (["die", 3], 2)])
print(s, face)
print(rng.seed_state(-1), rng.seed_state(2**40))
