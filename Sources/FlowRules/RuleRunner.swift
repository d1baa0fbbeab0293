import Dispatch
import FlowModel
import Synchronization

/// Runs a set of rules over a model, leaving out disabled ones. Findings come at their rules' default severities:
/// configured severities apply in the check step, to the findings of other steps too (`FlowCheck`).
public struct RuleRunner: Sendable {
    /// The rules to run, including disabled ones (which are skipped).
    public var rules: [any Rule]
    /// Ids of rules that do not run.
    public var disabledRuleIDs: Set<String>

    /// A runner for `rules` (by default every rule) without `disabledRuleIDs`.
    public init(rules: [any Rule] = RuleRegistry.all, disabledRuleIDs: Set<String> = []) {
        self.rules = rules
        self.disabledRuleIDs = disabledRuleIDs
    }

    /// The findings of every enabled rule for `model`, in ``Finding/readingOrder(_:_:)``.
    public func run(on model: NavigationModel) -> [Finding] {
        run(in: RuleContext(model: model))
    }

    /// The findings of every enabled rule for an already built context, so a caller that also renders the graph
    /// builds it once.
    public func run(in context: RuleContext) -> [Finding] {
        let enabled = rules.filter { !disabledRuleIDs.contains($0.id) }
        guard context.graph.screens.count >= Self.parallelScreens else {
            return enabled.flatMap { $0.check(context) }.sorted(by: Finding.readingOrder)
        }
        // Each rule only reads the context, so they run side by side on every core; on a large model they are a
        // sixth of a check. The reading order sorts their findings into one order whichever finishes first.
        let findings = Mutex<[[Finding]]>(Array(repeating: [], count: enabled.count))
        DispatchQueue.concurrentPerform(iterations: enabled.count) { index in
            let found = enabled[index].check(context)
            findings.withLock { $0[index] = found }
        }
        return findings.withLock { $0.joined().sorted(by: Finding.readingOrder) }
    }

    /// From this many screens the rules run side by side. Below it they take a few milliseconds at most, less
    /// than waking the threads would save, and run one after another, which also keeps a check's instruction
    /// count the same from run to run (`Benchmarks/instructions.sh`).
    public static let parallelScreens = 10_000
}
