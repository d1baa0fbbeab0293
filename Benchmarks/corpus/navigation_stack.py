"""NavigationStack (MVVM-C) coordinators, one per feature: a class owning a route array that the
`NavigationStack(path:)` in its `start()` binds, with `.navigationDestination(for:)` building each route's view and
view model. Views call view-model methods, which call the coordinator's `show…()`/`back()` methods.

The root view is the first screen; the other screens are route cases. Such a coordinator is entered only where
the `App` calls its `start()`, so the app holds every feature's coordinator."""
from plan import Feature, lower_first
import filler


def app(features: list[Feature]) -> dict[str, str]:
    stored = "\n".join(f"    let {lower_first(f.name)} = {f.name}Coordinator()" for f in features)
    calls = "\n".join(f"                {lower_first(f.name)}.start()" for f in features)
    return {"App/BenchApp.swift": f"""import SwiftUI

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


def _method(f: Feature, index: int) -> str:
    return f"show{f.screens[index]}"


def feature(f: Feature) -> dict[str, str]:
    route = f"{f.name}Route"
    files = {
        f"{f.name}/{f.name}Models.swift": filler.models(f.name, f.number),
        f"{f.name}/{f.name}Service.swift": filler.service(f.name, f.number),
        f"{f.name}/{route}.swift": f"enum {route}: Hashable {{\n"
                                   + "".join(f"    case {lower_first(s)}\n" for s in f.screens[1:]) + "}\n",
    }
    arms, shows = [], []
    for index, screen in enumerate(f.screens):
        view, model = f"{f.name}{screen}View", f"{f.name}{screen}ViewModel"
        if index > 0:
            arms.append(f"                    case .{lower_first(screen)}:\n"
                        f"                        {view}(viewModel: {model}(service: self.service, coordinator: self))")
            shows.append(f"    func {_method(f, index)}() {{\n        path.append(.{lower_first(screen)})\n    }}")
        steps = f.steps_from(index)
        buttons = [f'Button("{step.action}") {{ viewModel.{lower_first(step.action)}() }}' for step in steps]
        forwards = "\n\n".join(
            f"    func {lower_first(step.action)}() {{\n        coordinator?."
            + (f"{_method(f, step.target)}()" if step.target is not None else "back()") + "\n    }"
            for step in steps)
        files[f"{f.name}/Screens/{view}.swift"] = f"""import SwiftUI

struct {view}: View {{
    @ObservedObject var viewModel: {model}

    var body: some View {{
{filler.view_body("viewModel", buttons, "        ")}
    }}
}}

final class {model}: ObservableObject {{
{filler.view_model_state(f.name, screen)}    private weak var coordinator: {f.name}Coordinator?

    init(service: {f.name}Service, coordinator: {f.name}Coordinator) {{
        self.service = service
        self.coordinator = coordinator
    }}

{forwards}
}}
"""
    root = f"{f.name}{f.screens[0]}"
    files[f"{f.name}/{f.name}Coordinator.swift"] = f"""import SwiftUI

/// The {f.name} flow: a stack of routes over the feature's first screen.
final class {f.name}Coordinator: ObservableObject {{
    @Published var path: [{route}] = []
    let service = {f.name}Service()

    func start() -> some View {{
        NavigationStack(path: Binding(get: {{ self.path }}, set: {{ self.path = $0 }})) {{
            {root}View(viewModel: {root}ViewModel(service: service, coordinator: self))
                .navigationDestination(for: {route}.self) {{ route in
                    switch route {{
{chr(10).join(arms)}
                    }}
                }}
        }}
    }}

{chr(10).join(shows)}

    func back() {{
        path.removeLast()
    }}
}}
"""
    return files


def expected(f: Feature) -> dict[str, dict]:
    screens = [f"{f.name}{f.screens[0]}View"] + [lower_first(s) for s in f.screens[1:]]
    return {f"{f.name}Coordinator": {"screens": sorted(screens), "transitions": len(f.steps())}}
