import CompatSupport
import SpecimenUI
import UIKit

// The same notice card light and dark: `Self { traits in }` tokens give the light surface #FAF7F0 and the
// dark one #1C1C24; the attributed message's first run is green (#2E7D32) from its foregroundColor, the
// second takes the card's ink colour.
public let compatCase = CompatCase("SelfDynamicProviderTokens", width: 280, height: 220,
    probes: [.at(15, 15, "#FAF7F0"), .at(15, 110, "#1C1C24"), .at(30, 30, "#20202A"), .at(141, 60, "#2E7D32"),
             .at(158, 60, "#20202A"), .at(141, 153, "#2E7D32"), .at(158, 153, "#F2F2F2")]) {
    let message = uploadMessage()
    VStack(spacing: 12) {
        NoticeCard(message: message)
        NoticeCard(message: message).environment(\.colorScheme, .dark)
    }
    .padding(10)
    .frame(width: 280, height: 220, alignment: .top)
}

private func uploadMessage() -> NSAttributedString {
    let message = NSMutableAttributedString(string: "Waiting for Wi-Fi ", attributes: [.foregroundColor: UIColor.highlight])
    message.append(NSAttributedString(string: "to upload.", attributes: [.underlineStyle: NSNumber(value: 1)]))
    return message
}
