# The saved history kept as JSON text: loaded, appended, popped and indexed as the list it stands for.
from companion.core import jsonc
from companion.core.history import History

actions = [["move", 0, -1], ["take", "gem", 0], ["die", 3], ["say", 'a "quoted" [x], {y}'], ["n", -12]]
h = History(actions)
text = jsonc.dumps(h)
print(text)
assert text == jsonc.dumps(actions)
loaded = History(text)
assert len(loaded) == len(actions) and list(loaded.starts) == list(h.starts)
assert [loaded[i] for i in range(len(actions))] == actions and loaded[-1] == actions[-1]
assert jsonc.dumps(loaded) == text
loaded.append(["end"])
assert loaded.pop() == ["end"] and jsonc.dumps(loaded) == text
for _ in range(len(actions)):
    loaded.pop()
print(len(loaded), jsonc.dumps(loaded))
assert jsonc.dumps(History("[]")) == "[]"
for bad in ("[", "[[1]", '[["a]]', "x"):
    try:
        History(bad)
        raise AssertionError("accepted " + bad)
    except ValueError as e:
        print(bad, e.args[0])
