"""MVP coordinators with `coordinate(to:)`: one coordinator per screen, whose `start()` returns its view inside
a `NavigationLink`-like wrapper (push) or a sheet wrapper (a "details" target). Views tell their presenter, the
presenter asks the coordinator, and the coordinator's method returns `coordinate(to: Child(...))`. The last
screen of a feature starts the first screen of each child feature; the app starts the first feature."""
from plan import Feature, feature_name, lower_first
import filler


def app(features: list[Feature]) -> dict[str, str]:
    root = f"{features[0].name}{features[0].screens[0]}Coordinator"
    return {"App/BenchApp.swift": f"""import SwiftUI

protocol Coordinator: AnyObject {{
    associatedtype Screen: View
    func start() -> Screen
}}

extension Coordinator {{
    func coordinate<Child: Coordinator>(to child: Child) -> some View {{
        child.start()
    }}
}}

/// Shows its content as a sheet while `isPresented` is true.
struct ModalSheet<Content: View>: View {{
    let isPresented: Binding<Bool>
    let content: () -> Content

    var body: some View {{
        Color.clear.sheet(isPresented: isPresented, content: content)
    }}
}}

@main
struct BenchApp: App {{
    let root = {root}()

    var body: some Scene {{
        WindowGroup {{
            root.start()
        }}
    }}
}}
"""}


def _is_sheet(index: int) -> bool:
    """Screens reached by a "details" step are shown as sheets; every other screen is pushed."""
    return index >= 2 and (index - 2) % 3 == 0


def feature(f: Feature) -> dict[str, str]:
    files = {
        f"{f.name}/{f.name}Models.swift": filler.models(f.name, f.number),
        f"{f.name}/{f.name}Service.swift": filler.service(f.name, f.number),
    }
    last = len(f.screens) - 1
    for index, screen in enumerate(f.screens):
        coordinator, view, presenter = (f"{f.name}{screen}Coordinator", f"{f.name}{screen}View",
                                        f"{f.name}{screen}Presenter")
        # (action, child coordinator type) for every coordinator this screen starts.
        starts = [(step.action, f"{f.name}{f.screens[step.target]}Coordinator")
                  for step in f.steps_from(index) if step.target is not None]
        if index == last:
            starts += [(f"Open{feature_name(child)}", f"{feature_name(child)}{f.screens[0]}Coordinator")
                       for child in f.children]
        is_root = f.number == 0 and index == 0
        content = f"{view}(presenter: {presenter}(coordinator: self, service: service))"
        if is_root:
            init, body = "", f"NavigationStack {{\n            {content}\n        }}"
        else:
            init = ("    private let isPresented: Binding<Bool>\n\n"
                    "    init(isPresented: Binding<Bool>) {\n        self.isPresented = isPresented\n    }\n")
            if _is_sheet(index):
                body = (f"ModalSheet(isPresented: isPresented) {{\n            NavigationStack {{\n"
                        f"                {content}\n            }}\n        }}")
            else:
                body = (f"NavigationLink(destination: {content}, isActive: isPresented) {{\n"
                        "            EmptyView()\n        }")
        methods = "".join(
            f"\n    func show{action}(isPresented: Binding<Bool>) -> some View {{\n"
            f"        coordinate(to: {child}(isPresented: isPresented))\n    }}\n" for action, child in starts)
        forwards = "".join(
            f"\n    func on{action}(isPresented: Binding<Bool>) -> some View {{\n"
            f"        coordinator?.show{action}(isPresented: isPresented)\n    }}\n" for action, _ in starts)
        states = "".join(f"    @State private var shows{action} = false\n" for action, _ in starts)
        buttons = [f'Button("{action}") {{ shows{action} = true }}' for action, _ in starts]
        backgrounds = "".join(f"\n            .background(presenter.on{action}(isPresented: $shows{action}))"
                              for action, _ in starts)
        files[f"{f.name}/Screens/{screen}/{coordinator}.swift"] = f"""import SwiftUI

final class {coordinator}: Coordinator {{
    private let service = {f.name}Service()
{init}
    func start() -> some View {{
        {body}
    }}
{methods}}}
"""
        files[f"{f.name}/Screens/{screen}/{view}.swift"] = f"""import SwiftUI

struct {view}: View {{
    @ObservedObject var presenter: {presenter}
{states}
    var body: some View {{
        Group {{
{filler.view_body("presenter", buttons, "            ")}
        }}{backgrounds}
    }}
}}

final class {presenter}: ObservableObject {{
{filler.view_model_state(f.name, screen)}    private weak var coordinator: {coordinator}?

    init(coordinator: {coordinator}, service: {f.name}Service) {{
        self.coordinator = coordinator
        self.service = service
    }}
{forwards}}}
"""
    return files


def expected(f: Feature) -> dict[str, dict]:
    result = {}
    for index, screen in enumerate(f.screens):
        starts = [step for step in f.steps_from(index) if step.target is not None]
        children = f.children if index == len(f.screens) - 1 else []
        result[f"{f.name}{screen}Coordinator"] = {"screens": [f"{f.name}{screen}View"],
                                                  "transitions": len(starts) + len(children)}
    return result
