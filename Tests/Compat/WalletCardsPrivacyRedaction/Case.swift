import CompatSupport
import Foundation
import SpecimenUI

private let accounts = [
    WalletAccount(id: "cur", bank: "Harbour Bank", kind: "Debit", lastFour: "4821", balance: Decimal(string: "2481.90")!,
                  currency: "EUR", tint: Color(red: 0.11, green: 0.30, blue: 0.62)),
    WalletAccount(id: "sav", bank: "Harbour Bank", kind: "Savings", lastFour: "0937", balance: Decimal(string: "15020.00")!,
                  currency: "EUR", tint: Color(red: 0.05, green: 0.48, blue: 0.40)),
]

// The same strip twice. Unredacted, the card shows its blue between the masked number's dots and digits (82, 120)
// and inside the balance (100, 160). Under `.redacted(reason: .privacy)` only the views marked `privacySensitive()`
// turn into placeholder bars, white at a low opacity over the blue (82, 320; 100, 360) and the green of the card
// scrolled in from the right (300, 350), while the bank's name stays text in both strips (32, 70; 32, 270).
public let compatCase = CompatCase("WalletCardsPrivacyRedaction", width: 320, height: 400, probes: [
        .at(82, 120, "#1C4C9E"), .at(100, 160, "#1C4C9E"), .at(82, 320, "#456CAF"), .at(100, 360, "#456CAF"),
        .at(300, 350, "#389282"), .at(32, 70, "#FFFFFF"), .at(32, 270, "#FFFFFF")]) {
    VStack(spacing: 24) {
        WalletCardStrip(accounts: accounts)
        WalletCardStrip(accounts: accounts)
            .redacted(reason: .privacy)
    }
    .padding(.vertical, 12)
    .frame(maxHeight: .infinity, alignment: .top)
}
