import UIKit
import XCoordinator

extension ShelfCoordinator {
    /// Asks how long to borrow for; each answer starts the loan flow for that kind of loan.
    func loanKindChoice() -> UIAlertController {
        let choice = UIAlertController(title: "Borrow for", message: nil, preferredStyle: .actionSheet)
        choice.addAction(UIAlertAction(title: "Three weeks", style: .default) { [unowned self] _ in
            self.trigger(.borrow(LoanCoordinator(weeks: 3).strongRouter))
        })
        choice.addAction(UIAlertAction(title: "Reading room only", style: .default) { [unowned self] _ in
            self.trigger(.borrow(ReadingRoomCoordinator().strongRouter))
        })
        return choice
    }
}
