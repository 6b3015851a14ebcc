"""Reads FastMCP tools (functions decorated with `@<server>.tool(...)`, or registered by a call:
`<server>.tool(...)(f)`, `<server>.add_tool(Tool.from_function(f, ...))`) out of Python source with
the `ast` module; nothing is imported or executed. Input on stdin: JSON [{path, text}]. Output on
stdout: JSON [{path, name, description, schema, problem?}].

The description is the decorator's `description=` if it is a constant, else the docstring as
`inspect.cleandoc` leaves it (what FastMCP shows once the docstring's indentation is removed).
The schema is rebuilt from the signature: annotation -> JSON type, a default makes a field
optional, `Annotated[..., Field(description=...)]` carries the field description. Pydantic
would also add "title" keys; those are left out, so the schema is close to, not equal to, what
the running server publishes.
"""

import ast
import json
import sys

SIMPLE = {"str": "string", "int": "integer", "float": "number", "bool": "boolean",
          "dict": "object", "list": "array", "bytes": "string"}


def type_of(node):
    if node is None:
        return {}
    if isinstance(node, ast.Name):
        return {"type": SIMPLE[node.id]} if node.id in SIMPLE else {"x-python": node.id}
    if isinstance(node, ast.Constant) and node.value is None:
        return {"type": "null"}
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return {"anyOf": [type_of(node.left), type_of(node.right)]}
    if isinstance(node, ast.Subscript):
        head = ast.unparse(node.value).split(".")[-1]
        args = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if head in ("List", "list", "Sequence"):
            return {"type": "array", "items": type_of(args[0])}
        if head in ("Dict", "dict"):
            return {"type": "object"}
        if head == "Optional":
            return {"anyOf": [type_of(args[0]), {"type": "null"}]}
        if head == "Union":
            return {"anyOf": [type_of(a) for a in args]}
        if head == "Literal":
            return {"enum": [a.value for a in args if isinstance(a, ast.Constant)]}
        if head == "Annotated":
            out = type_of(args[0])
            for meta in args[1:]:
                if isinstance(meta, ast.Call) and ast.unparse(meta.func).endswith("Field"):
                    for kw in meta.keywords:
                        if kw.arg == "description" and isinstance(kw.value, ast.Constant):
                            out["description"] = kw.value.value
                        if kw.arg == "default" and isinstance(kw.value, ast.Constant):
                            out["default"] = kw.value.value
            return out
    return {"x-python": ast.unparse(node)}


def is_tool_decorator(dec):
    call = dec.func if isinstance(dec, ast.Call) else dec
    return isinstance(call, ast.Attribute) and call.attr == "tool"


def tool_of(fn, dec):
    name, description = fn.name, None
    if isinstance(dec, ast.Call):
        for kw in dec.keywords:
            if kw.arg == "name" and isinstance(kw.value, ast.Constant):
                name = kw.value.value
            if kw.arg == "description" and isinstance(kw.value, ast.Constant):
                description = kw.value.value
    if description is None:
        description = ast.get_docstring(fn, clean=True)
    args = fn.args.args
    defaults = [None] * (len(args) - len(fn.args.defaults)) + list(fn.args.defaults)
    props, required = {}, []
    for arg, default in zip(args, defaults):
        if arg.arg in ("self", "ctx", "context") or ast.unparse(arg.annotation or ast.Name("x")).endswith("Context"):
            continue
        field = type_of(arg.annotation)
        if default is None:
            required.append(arg.arg)
        elif isinstance(default, ast.Constant):
            field["default"] = default.value
        props[arg.arg] = field
    schema = {"type": "object", "properties": props}
    if required:
        schema["required"] = required
    out = {"name": name, "description": description, "schema": schema}
    if description is None:
        out["problem"] = "no constant description or docstring"
    return out


def registered(call):
    """(function name, options call or None) for `x.tool(...)(f)`, `x.add_tool(f)` and
    `x.add_tool(Tool.from_function(f, name=..., description=...))`; else None."""
    if isinstance(call.func, ast.Call) and is_tool_decorator(call.func) and call.args:
        target, options = call.args[0], call.func
    elif isinstance(call.func, ast.Attribute) and call.func.attr == "add_tool" and call.args:
        target, options = call.args[0], None
        if isinstance(target, ast.Call) and ast.unparse(target.func).endswith("from_function") and target.args:
            target, options = target.args[0], target
    else:
        return None
    return (target.id, options) if isinstance(target, ast.Name) else None


def main():
    files = json.load(sys.stdin)
    tools = []
    trees = [(f["path"], ast.parse(f["text"])) for f in files]
    # Functions registered by a call rather than a decorator may be defined in another file
    # (imported by name): look them up in the same file first, else by a name defined once.
    defs = {}
    for path, tree in trees:
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                defs.setdefault(node.name, []).append((path, node))
    for path, tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for dec in node.decorator_list:
                    if is_tool_decorator(dec):
                        tools.append({"path": path, **tool_of(node, dec)})
            elif isinstance(node, ast.Call) and (reg := registered(node)):
                found = defs.get(reg[0], [])
                here = [d for d in found if d[0] == path]
                pick = here or (found if len(found) == 1 else [])
                if pick:
                    tools.append({"path": pick[0][0], **tool_of(pick[0][1], reg[1])})
    json.dump(tools, sys.stdout)


main()
