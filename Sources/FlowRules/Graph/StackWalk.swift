extension NavigationGraph {
    /// The screens that can be on top of the stack while `below` is still somewhere under them.
    ///
    /// That is every screen at the end of a path from `below` whose first edge grows the stack (so `below` stays
    /// under the new top) and whose later edges grow it too or swap the top in place (a swap replaces only the top,
    /// so `below` stays). A dismissal or a replace breaks the chain: after it `below` may be gone.
    public func screensAbove(_ below: ScreenID) -> ScreenSet {
        let firstSteps = outgoing(from: below).filter(\.growsStack).map(\.target)
        return screens(reachableFrom: firstSteps) { $0.growsStack || $0.swapsTop }
    }

    /// Whether `below` can be on the stack under `top`, e.g. so that `top` can dismiss back to it.
    public func canBeBelow(_ below: ScreenID, _ top: ScreenID) -> Bool {
        screensAbove(below).contains(top)
    }
}
