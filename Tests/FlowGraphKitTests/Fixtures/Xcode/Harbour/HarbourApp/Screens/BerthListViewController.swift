import UIKit

final class BerthListViewController: UIViewController {}
