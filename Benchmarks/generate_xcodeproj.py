#!/usr/bin/env python3
"""Writes an Xcode project beside a generated app, as a large real project has it, for the benchmarks.

    generate_xcodeproj.py APP_DIR NAME

Writes APP_DIR/NAME.xcodeproj/project.pbxproj: one group per folder (each with its own path, as Xcode writes them),
one file reference per Swift file, and one application target NAME compiling all of them, plus a unit-test target
with no sources so that the targets must be told apart. The same folder always gives the same bytes."""
import hashlib
import os
import sys


def identifier(kind: str, key: str) -> str:
    """A 24-digit hexadecimal object identifier, stable for the same kind and key."""
    return hashlib.sha256(f"{kind}:{key}".encode()).hexdigest()[:24].upper()


def quoted(text: str) -> str:
    """Quotes a string the way Xcode does when it holds more than letters, digits, `.`, `_` and `/`."""
    if text and all(c.isalnum() or c in "._/" for c in text):
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    root, name = sys.argv[1], sys.argv[2]
    sources = []
    for folder, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if not f.startswith(".") and not f.endswith(".xcodeproj"))
        sources += [os.path.relpath(os.path.join(folder, f), root) for f in sorted(files) if f.endswith(".swift")]
    groups = {"": []}
    for source in sources:
        parts = source.split("/")
        for depth in range(1, len(parts)):
            folder = "/".join(parts[:depth])
            if folder not in groups:
                groups[folder] = []
                groups["/".join(parts[:depth - 1])].append(("group", folder))
        groups["/".join(parts[:-1])].append(("file", source))

    objects = []
    for source in sources:
        reference, build = identifier("file", source), identifier("build", source)
        objects.append(f"\t\t{build} = {{isa = PBXBuildFile; fileRef = {reference}; }};")
        objects.append(f"\t\t{reference} = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; "
                       f"path = {quoted(os.path.basename(source))}; sourceTree = \"<group>\"; }};")
    for folder, children in groups.items():
        listed = "".join(f"\n\t\t\t\t{identifier(kind, child)}," for kind, child in children)
        path = f"\n\t\t\tpath = {quoted(os.path.basename(folder))};" if folder else ""
        objects.append(f"\t\t{identifier('group', folder)} = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = ({listed}\n\t\t\t);"
                       f"{path}\n\t\t\tsourceTree = \"<group>\";\n\t\t}};")
    builds = "".join(f"\n\t\t\t\t{identifier('build', source)}," for source in sources)
    app, tests = identifier("target", name), identifier("target", name + "Tests")
    objects += [
        f"\t\t{identifier('phase', name)} = {{\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = ({builds}\n\t\t\t);\n\t\t}};",
        f"\t\t{identifier('phase', name + 'Tests')} = {{\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = (\n\t\t\t);\n\t\t}};",
        f"\t\t{app} = {{\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildPhases = (\n\t\t\t\t{identifier('phase', name)},\n\t\t\t);"
        f"\n\t\t\tname = {quoted(name)};\n\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t}};",
        f"\t\t{tests} = {{\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildPhases = (\n\t\t\t\t{identifier('phase', name + 'Tests')},\n\t\t\t);"
        f"\n\t\t\tname = {quoted(name + 'Tests')};\n\t\t\tproductType = \"com.apple.product-type.bundle.unit-test\";\n\t\t}};",
        f"\t\t{identifier('project', name)} = {{\n\t\t\tisa = PBXProject;\n\t\t\tmainGroup = {identifier('group', '')};"
        f"\n\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n\t\t\t\t{app},\n\t\t\t\t{tests},\n\t\t\t);\n\t\t}};",
    ]
    project = os.path.join(root, name + ".xcodeproj")
    os.makedirs(project, exist_ok=True)
    with open(os.path.join(project, "project.pbxproj"), "w") as handle:
        handle.write("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n")
        handle.write("\n".join(objects))
        handle.write(f"\n\t}};\n\trootObject = {identifier('project', name)};\n}}\n")
    print(f"{name}.xcodeproj: {len(sources)} Swift files in {len(groups)} groups")


if __name__ == "__main__":
    main()
