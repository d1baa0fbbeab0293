import FlowTestSupport
import Foundation
import Testing

/// `flowgraph coverage`: every navigation call found, read or not, and why each not read was not; `check` ends with
/// one line on it when not everything was read.
@Suite("coverage")
struct CoverageCommandTests {
    private static func harbourFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "flowgraph-coverage-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try HarbourUIKitApp.source(charts: HarbourUIKitApp.unfollowedCharts)
            .write(toFile: folder + "/Harbour.swift", atomically: true, encoding: .utf8)
        return folder
    }

    @Test("JSON: the sites, how many were read, and why each other one was not")
    func json() throws {
        let folder = try Self.harbourFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try FlowgraphProcess.run(["coverage", ".", "--format", "json", "--no-cache"], in: folder)
        #expect(run.status == 0)
        #expect(run.standardOutput == """
            {
              "coordinators" : [
                {
                  "name" : "AppDelegate",
                  "transitions" : 2,
                  "unresolved" : 1
                }
              ],
              "files" : [
                {
                  "file" : "Harbour.swift",
                  "resolved" : 2,
                  "sites" : 3
                }
              ],
              "platformScreens" : 0,
              "resolved" : 2,
              "sites" : 3,
              "unresolved" : [
                {
                  "column" : 33,
                  "file" : "Harbour.swift",
                  "line" : 13,
                  "reason" : "could not tell which screen this push shows (chartFactory.make(...)): its type is not known without a type checker"
                }
              ]
            }

            """)
    }

    @Test("text, and the line check prints after its findings")
    func textAndCheck() throws {
        let folder = try Self.harbourFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = try FlowgraphProcess.run(["coverage", ".", "--no-cache"], in: folder)
        #expect(text.standardOutput == """
            2 of 3 navigation calls became transitions (66%).

            Files with calls not read:
              Harbour.swift: 2 of 3

            Calls not read:
              Harbour.swift:13:33: could not tell which screen this push shows (chartFactory.make(...)): its type is not known without a type checker

            """)
        let check = try FlowgraphProcess.run(["check", ".", "--no-cache"], in: folder)
        #expect(check.standardError
            == "navigation read: 2 of 3 navigation calls (66%); `flowgraph coverage` lists the rest\n")
        let quiet = try FlowgraphProcess.run(["check", ".", "--no-cache", "--quiet"], in: folder)
        #expect(quiet.standardError == "")
        // The docs index says it under the counts.
        let docs = try FlowgraphProcess.run(["docs", ".", "--output", "site", "--no-cache"], in: folder)
        #expect(docs.status == 0)
        let index = try String(contentsOfFile: folder + "/site/index.html", encoding: .utf8)
        #expect(index.contains("<p class=\"summary\">navigation read: 2 of 3 navigation calls (66%); `flowgraph coverage` lists the rest</p>"))
        // An app read whole gets no such line.
        let whole = try FlowgraphProcess.run(["check", "Lighthouse", "--no-cache"])
        #expect(!whole.standardError.contains("navigation read"))
    }

    @Test("a coordinator's start showing its first screen is read, as where the coordinator begins, and an alert as no screen")
    func firstScreensAreRead() throws {
        let folder = NSTemporaryDirectory() + "flowgraph-coverage-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
            import UIKit

            protocol Coordinator: AnyObject { func start() }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var coordinator: QuayCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let navigationController = UINavigationController()
                    window?.rootViewController = navigationController
                    coordinator = QuayCoordinator(navigationController: navigationController)
                    coordinator?.start()
                }
            }
            final class QuayCoordinator: Coordinator {
                let navigationController: UINavigationController
                var children: [Coordinator] = []
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let quay = QuayViewController()
                    quay.onCrane = { [weak self] in self?.showCranes() }
                    navigationController.pushViewController(quay, animated: false)
                }
                func showCranes() {
                    let cranes = CraneCoordinator(navigationController: navigationController)
                    children.append(cranes)
                    cranes.start()
                }
            }
            final class CraneCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(CraneRotaViewController(), animated: true) }
            }
            final class QuayViewController: UIViewController {
                var onCrane: (() -> Void)?
                @objc func craneTapped() { onCrane?() }
                @objc func closeTapped() {
                    present(UIAlertController(title: "Close the quay?", message: nil, preferredStyle: .alert), animated: true)
                }
            }
            final class CraneRotaViewController: UIViewController {}

            """.write(toFile: folder + "/Quay.swift", atomically: true, encoding: .utf8)
        let text = try FlowgraphProcess.run(["coverage", ".", "--no-cache"], in: folder)
        #expect(text.standardOutput == "4 of 4 navigation calls were read (100%): 3 became transitions, "
            + "1 shows the platform's own screen (an alert, a share sheet), no screen of the app.\n")
        let check = try FlowgraphProcess.run(["check", ".", "--no-cache"], in: folder)
        #expect(!check.standardError.contains("navigation read"))
    }
}
