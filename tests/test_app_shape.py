"""The app keeps the shape docs/ARCHITECTURE.md gives it: no module of ``app/`` imports itself
back through others, every view's file stays short, no class is spread over several files by
mixins that reach into a view, and every widget, scene or item has a name of its own."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from collections.abc import Iterator, Mapping
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QGraphicsItem

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "app"
#: Written by ``python -m app.i18n_sources``, never by hand.
GENERATED = {APP / "i18n_engine_strings.py"}
#: The longest a view's file may be (docs/ARCHITECTURE.md, "The card table contract").
MOST_LINES = 500


def _sources() -> Iterator[Path]:
    for path in sorted(APP.rglob("*.py")):
        if path not in GENERATED:
            yield path


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, modules: set[str]) -> set[str]:
    """The app modules ``path`` imports anywhere (at the top, in a function, for type checks only)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                child = f"{node.module}.{alias.name}"
                found.add(child if child in modules else node.module)
    return found & modules


def import_graph() -> dict[str, set[str]]:
    paths = {_module(path): path for path in _sources()}
    return {name: _imports(path, set(paths)) - {name} for name, path in paths.items()}


def cycles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other round a loop (Tarjan's strongly connected
    components of more than one module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_loop_of_three_and_nothing_in_a_chain() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_the_app_reads_its_own_imports() -> None:
    graph = import_graph()
    assert "app.table.card_table" in graph["app.verso.view"]
    assert "app.table.shell" in graph["app.table.card_table"]


def test_no_module_of_the_app_imports_itself_back() -> None:
    found = cycles(import_graph())
    assert not found, "modules that import each other:\n" + "\n".join(" -> ".join(c) for c in found)


def test_every_view_file_is_under_the_line_limit(qapp) -> None:  # type: ignore[no-untyped-def]
    """A view (a page of the window, a card table) reads in one sitting: its file stays short,
    and no mixin carries part of it elsewhere (below)."""
    from app.views.base import BaseView

    files = {inspect.getsourcefile(cls) for cls in _classes("app") if issubclass(cls, BaseView)}
    assert {str(APP / "table" / "card_table.py"), str(APP / "verso" / "view.py")} <= files
    long = [
        f"{Path(path).relative_to(ROOT)}: {count} lines"
        for path in sorted(str(f) for f in files)
        if (count := len(Path(path).read_text(encoding="utf-8").splitlines())) >= MOST_LINES
    ]
    assert not long, "\n".join(long)


def test_no_method_reaches_into_a_view_through_a_typed_self() -> None:
    """``def f(self: SomeView)`` is how a mixin spreads one class over several files."""
    found = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.args.args:
                first = node.args.args[0]
                if first.arg == "self" and first.annotation is not None:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}")
    assert not found, "\n".join(found)


def _classes(package: str) -> Iterator[type]:
    root = importlib.import_module(package)
    for info in pkgutil.walk_packages(root.__path__, f"{package}."):
        if info.name in ("app.__main__", "app.i18n_engine_strings"):
            continue
        module = importlib.import_module(info.name)
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == info.name:
                yield cls


def test_every_widget_scene_and_item_has_a_name_of_its_own(qapp) -> None:  # type: ignore[no-untyped-def]
    """Qt names its objects' types in warnings, the style sheet and the tests: one name, one class.
    Nor does any class of the app take the name of one of the engines'."""
    qt: dict[str, list[str]] = {}
    app_names: dict[str, str] = {}
    for cls in _classes("app"):
        app_names[cls.__name__] = cls.__module__
        if issubclass(cls, QObject | QGraphicsItem):
            qt.setdefault(cls.__name__, []).append(cls.__module__)
    twice = {name: where for name, where in qt.items() if len(where) > 1}
    assert not twice, twice
    engines = {cls.__name__: cls.__module__ for cls in _classes("engines")}
    shared = {name: (where, engines[name]) for name, where in app_names.items() if name in engines}
    assert not shared, shared
