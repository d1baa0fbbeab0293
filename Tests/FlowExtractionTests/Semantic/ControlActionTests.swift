import FlowExtraction
import FlowModel
import Testing

/// UIKit's closure-based control actions are the user's, not the code's that sets them up: what a handler written
/// in `viewDidLoad` does happens when the control is tapped, named by the control or the action's title.
@Suite struct ControlActionTests {
    @Test func aControlsHandlerIsAnActionNamedByItsControlOrTitle() async {
        let extraction = await InlineExtraction("""
        import UIKit

        final class MooringViewController: UIViewController {
            private let berthButton = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                berthButton.addAction(UIAction { [weak self] _ in
                    ↓self?.navigationController?.pushViewController(BerthViewController(), animated: true)
                }, for: .touchUpInside)
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
                    self?.present(TideViewController(), animated: true)
                })
                let menu = UIMenu(children: [
                    UIAction(title: "Crew list") { [weak self] _ in self?.showCrew() },
                ])
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "More", menu: menu)
                let chart = UIButton(primaryAction: UIAction(handler: { [weak self] _ in
                    self?.show(ChartViewController(), sender: nil)
                }))
                view.addSubview(chart)
            }
            private func showCrew() { ↓navigationController?.pushViewController(CrewViewController(), animated: true) }
        }
        final class BerthViewController: UIViewController {}
        final class TideViewController: UIViewController {}
        final class CrewViewController: UIViewController {}
        final class ChartViewController: UIViewController {}
        """)
        // The private helper the menu's action runs is part of that action, not one of its own.
        #expect(extraction.transitions() == [
            "MooringViewController/berthButton present push -> BerthViewController",
            "MooringViewController/chart present push -> ChartViewController",
            "MooringViewController/crewList present push -> CrewViewController",
            "MooringViewController/rightBarButtonItem present sheet -nav -> TideViewController",
        ])
        #expect(extraction.locations("MooringViewController/berthButton present push -> BerthViewController") == [extraction.marker(0)])
        #expect(extraction.locations("MooringViewController/crewList present push -> CrewViewController") == [extraction.marker(1)])
    }

    @Test func aControlsEventStreamSubscribedOnLoadIsAnActionNamedByItsControl() async {
        let extraction = await InlineExtraction("""
        import UIKit
        import RxSwift
        import RxCocoa
        import CombineCocoa

        final class BerthListViewController: UIViewController {
            let tableView = UITableView()
            let infoButton = UIButton()
            let mapButton = UIButton()
            private let disposeBag = DisposeBag()
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.rx.itemSelected
                    .subscribe(onNext: { [weak self] _ in
                        self?.navigationController?.pushViewController(BerthDetailViewController(), animated: true)
                    })
                    .disposed(by: disposeBag)
                infoButton.rx.tap
                    .throttle(.milliseconds(300), scheduler: MainScheduler.instance)
                    .bind { [weak self] in self?.present(BerthInfoViewController(), animated: true) }
                    .disposed(by: disposeBag)
                _ = mapButton.tapPublisher.sink { [weak self] in self?.present(HarbourMapViewController(), animated: true) }
            }
        }
        final class BerthDetailViewController: UIViewController {}
        final class BerthInfoViewController: UIViewController {}
        final class HarbourMapViewController: UIViewController {}
        """)
        // Each happens when its control is used, not when the screen loads.
        #expect(extraction.transitions(of: "App") == [
            "BerthListViewController/infoButton present sheet -nav -> BerthInfoViewController",
            "BerthListViewController/mapButton present sheet -nav -> HarbourMapViewController",
            "BerthListViewController/tableView present push -> BerthDetailViewController",
        ])
    }
}
