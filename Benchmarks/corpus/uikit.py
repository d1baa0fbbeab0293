"""UIKit coordinators, one per feature, sharing the app's navigation controller: `start()` pushes the first view
controller; each view controller reports taps through its delegate protocol, which the coordinator implements in
an extension (push, a modal wrapped in a navigation controller, pop). The last screen's delegate starts the
child features' coordinators; the app delegate starts the first."""
from plan import Feature, feature_name, lower_first
import filler


def app(features: list[Feature]) -> dict[str, str]:
    root = f"{features[0].name}Coordinator"
    return {"App/AppDelegate.swift": f"""import UIKit

protocol Coordinator: AnyObject {{
    func start()
}}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {{
    var window: UIWindow?
    private var appCoordinator: {root}?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {{
        let navigationController = UINavigationController()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        appCoordinator = {root}(navigationController: navigationController)
        appCoordinator?.start()
        return true
    }}
}}
"""}


def _delegate_method(screen: str, action: str, controller: str) -> str:
    # Named after the whole screen type, as real delegate protocols are: the UIKit reader matches these methods
    # by name, so two features with a `homeDidTapNext` would be read as one.
    return f"{_callback(screen, action)}(_ viewController: {controller})"


def _callback(screen: str, action: str) -> str:
    return f"{lower_first(screen)}DidTap{action}"


def feature(f: Feature) -> dict[str, str]:
    coordinator = f"{f.name}Coordinator"
    files = {
        f"{f.name}/{f.name}Models.swift": filler.models(f.name, f.number),
        f"{f.name}/{f.name}Service.swift": filler.service(f.name, f.number),
    }
    extensions = []
    last = len(f.screens) - 1
    for index, screen in enumerate(f.screens):
        controller, delegate, model = (f"{f.name}{screen}ViewController", f"{f.name}{screen}ViewControllerDelegate",
                                       f"{f.name}{screen}ViewModel")
        actions = [(step.action, step.target) for step in f.steps_from(index)]
        if index == last:
            actions += [(f"Open{feature_name(child)}", -child - 1) for child in f.children]
        requirements = "".join(f"    func {_delegate_method(f.name + screen, action, controller)}\n" for action, _ in actions)
        buttons = "".join(
            f"        addButton(\"{action}\", action: #selector({lower_first(action)}Tapped))\n" for action, _ in actions)
        taps = "".join(
            f"\n    @objc private func {lower_first(action)}Tapped() {{\n"
            f"        delegate?.{_callback(f.name + screen, action)}(self)\n    }}\n" for action, _ in actions)
        files[f"{f.name}/Screens/{controller}.swift"] = f"""import UIKit

protocol {delegate}: AnyObject {{
{requirements}}}

final class {controller}: UIViewController, UITableViewDataSource {{
    weak var delegate: {delegate}?
    private let viewModel: {model}
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let stack = UIStackView()

    init(service: {f.name}Service) {{
        viewModel = {model}(service: service)
        super.init(nibName: nil, bundle: nil)
    }}

    required init?(coder: NSCoder) {{ nil }}

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = viewModel.title
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(tableView)
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
{buttons}        Task {{
            await viewModel.load()
            tableView.reloadData()
        }}
    }}

    private func addButton(_ title: String, action: Selector) {{
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }}

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{
        viewModel.visibleItems.count
    }}

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        let item = viewModel.visibleItems[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.summary
        content.image = UIImage(systemName: item.isFavorite ? "star.fill" : "star")
        cell.contentConfiguration = content
        return cell
    }}
{taps}}}

final class {model}: ObservableObject {{
{filler.view_model_state(f.name, screen)}
    init(service: {f.name}Service) {{
        self.service = service
    }}
}}
"""
        bodies = []
        for action, target in actions:
            if target is None:
                body = "        navigationController.popViewController(animated: true)"
            elif target < 0:
                child = feature_name(-target - 1)
                body = (f"        let child = {child}Coordinator(navigationController: navigationController)\n"
                        "        children.append(child)\n        child.start()")
            else:
                shown = f"{f.name}{f.screens[target]}ViewController"
                show = (f"navigationController.present(UINavigationController(rootViewController: next), animated: true)"
                        if action == "Details" else "navigationController.pushViewController(next, animated: true)")
                body = f"        let next = {shown}(service: service)\n        next.delegate = self\n        {show}"
            bodies.append(f"    func {_delegate_method(f.name + screen, action, controller)} {{\n{body}\n    }}")
        extensions.append(f"extension {coordinator}: {delegate} {{\n" + "\n\n".join(bodies) + "\n}\n")
    first = f"{f.name}{f.screens[0]}ViewController"
    files[f"{f.name}/{coordinator}.swift"] = f"""import UIKit

/// The {f.name} flow, pushed onto the navigation controller it is given.
final class {coordinator}: Coordinator {{
    let navigationController: UINavigationController
    private let service = {f.name}Service()
    private var children: [Coordinator] = []

    init(navigationController: UINavigationController) {{
        self.navigationController = navigationController
    }}

    func start() {{
        let first = {first}(service: service)
        first.delegate = self
        navigationController.pushViewController(first, animated: true)
    }}
}}
"""
    files[f"{f.name}/{coordinator}+Delegates.swift"] = "import UIKit\n\n" + "\n".join(extensions)
    return files


def expected(f: Feature) -> dict[str, dict]:
    return {f"{f.name}Coordinator": {"screens": sorted(f"{f.name}{s}ViewController" for s in f.screens),
                                     "transitions": len(f.steps()) + len(f.children)}}
