"""Path/action coordinators (`Coordinator<Path>`, `onNext`, `present(_:mode:)`), one per feature.

Each coordinator loads its own first screen in `start()`; its `onNext` switch hands every screen's actions to a
helper method in an extension, as the fixture apps do. Jump coordinators do not start children, so the feature
tree is not used."""
from plan import Feature, lower_first
import filler


def app(features: list[Feature]) -> dict[str, str]:
    tabs = features[:5]
    stored = "\n".join(f"    let {lower_first(f.name)} = {f.name}Coordinator()" for f in tabs)
    calls = "\n".join(f"                {lower_first(f.name)}.start()" for f in tabs)
    return {"App/BenchApp.swift": f"""import SwiftUI
import SwiftUIRouter

@main
struct BenchApp: App {{
{stored}

    var body: some Scene {{
        WindowGroup {{
            TabView {{
{calls}
            }}
        }}
    }}
}}
"""}


def feature(f: Feature) -> dict[str, str]:
    path = f"{f.name}Path"
    files = {
        f"{f.name}/{f.name}Models.swift": filler.models(f.name, f.number),
        f"{f.name}/{f.name}Service.swift": filler.service(f.name, f.number),
    }
    cases, action_enums, arms, builds, handlers = [], [], [], [], []
    for index, screen in enumerate(f.screens):
        case = lower_first(screen)
        actions = f"{f.name}{screen}Actions"
        steps = f.steps_from(index)
        cases.append(f"    case {case}({actions} = .idle)")
        action_enums.append(f"enum {actions}: ContextAction {{\n    case idle\n"
                            + "".join(f"    case didTap{step.action}\n" for step in steps) + "}\n")
        arms.append(f"        case .{case}(let action):\n            handle{screen}(action)")
        builds.append(f"        case .{case}?:\n"
                      f"            return {f.name}{screen}View(presenter: presenter, viewModel: {f.name}{screen}ViewModel(service: service)).any")
        handler_arms = []
        for step in steps:
            if step.target is None:
                navigation = "dismiss()"
            elif step.action == "Details":
                navigation = f"present(.{lower_first(f.screens[step.target])}(), mode: .sheet, addNavigation: true)"
            else:
                navigation = f"present(.{lower_first(f.screens[step.target])}(), mode: .push)"
            handler_arms.append(f"        case .didTap{step.action}:\n            {navigation}")
        handler_arms.append("        case .idle:\n            break")
        handlers.append(f"    func handle{screen}(_ action: {actions}) {{\n        switch action {{\n"
                        + "\n".join(handler_arms) + "\n        }\n    }")
        buttons = [f'Button("{step.action}") {{ dispatch(.{case}(.didTap{step.action})) }}' for step in steps]
        files[f"{f.name}/Screens/{f.name}{screen}View.swift"] = f"""import SwiftUI
import SwiftUIRouter

struct {f.name}{screen}View: ContextView {{
    var presenter: ContextPresenter<{path}>
    @StateObject var viewModel: {f.name}{screen}ViewModel

    var body: some View {{
        ContextContent<{path}>(presenter) {{ dispatch in
{filler.view_body("viewModel", buttons, "            ")}
        }}
    }}
}}

final class {f.name}{screen}ViewModel: ObservableObject {{
{filler.view_model_state(f.name, screen)}
    init(service: {f.name}Service) {{
        self.service = service
    }}
}}
"""
    files[f"{f.name}/{path}.swift"] = ("import SwiftUIRouter\n\n"
                                       f"enum {path}: ContextPath {{\n" + "\n".join(cases) + "\n}\n\n"
                                       + "\n".join(action_enums))
    files[f"{f.name}/{f.name}Coordinator.swift"] = f"""import SwiftUI
import SwiftUIRouter

/// The {f.name} flow: a list, its details and the forms around them.
final class {f.name}Coordinator: Coordinator<{path}> {{
    let service = {f.name}Service()

    func start() -> AnyView {{
        load(with: .{lower_first(f.screens[0])}(), navigation: true)
    }}

    override func onNext(current path: {path}) {{
        switch path {{
{chr(10).join(arms)}
        }}
    }}

    override func buildView(presenter: ContextPresenter<{path}>) -> AnyView {{
        switch presenter.name {{
{chr(10).join(builds)}
        case nil:
            fatalError("a presenter always has a path")
        }}
    }}
}}
"""
    files[f"{f.name}/{f.name}Coordinator+Handlers.swift"] = (
        f"import SwiftUIRouter\n\nextension {f.name}Coordinator {{\n" + "\n\n".join(handlers) + "\n}\n")
    return files


def expected(f: Feature) -> dict[str, dict]:
    return {f"{f.name}Coordinator": {"screens": sorted(lower_first(s) for s in f.screens),
                                     "transitions": len(f.steps())}}
