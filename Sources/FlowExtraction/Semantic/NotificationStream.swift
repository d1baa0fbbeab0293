/// `NotificationCenter` read as one stream per notification name: observing `.sessionExpired` subscribes to it,
/// `NotificationCenter.default.post(name: .sessionExpired, object: nil)` sends on it, so what an observer does
/// happens where the app posts the notification.
enum NotificationStream {
    static let centerType = "NotificationCenter"
    /// The receiver every notification stream is kept on.
    static let center = SemanticValue.typeReference(centerType)

    /// The name of a notification as written (`sessionExpired` of `.sessionExpired`, `Notification.Name.sessionExpired`
    /// or `NSNotification.Name.sessionExpired`); nil for one built from a string or not followed.
    static func name(_ value: SemanticValue) -> String? {
        switch value {
        case let .enumCase(_, name), let .member(_?, name): name
        default: nil
        }
    }
}
