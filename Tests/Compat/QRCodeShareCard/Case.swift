import CompatSupport
import SpecimenUI

// The invite link is a version 3 QR code (29 modules, level M) in a one-module light margin, 31
// pixels scaled to 270 pt (8.71 pt a module) at (15, 15): the margin light; the top-left finder's
// outer ring dark, its inner ring light, its centre dark, its separator light; the timing row
// alternating from column 8; two error correction modules (column 0 and 1 of row 12) and the last
// data modules (row 28) as the encoding gives them. The Code 128 barcode below, scaled 2× across,
// starts after its 4-pixel quiet space with the start B symbol's 2-module bar, a space and a bar.
// The render scans as "https://example.com/invite/42" and "A-1234567890".
public let compatCase = CompatCase("QRCodeShareCard", width: 300, height: 400,
    probes: [.at(19, 19, "#FFFFFF"), .at(28, 28, "#000000"), .at(37, 37, "#FFFFFF"), .at(54, 54, "#000000"),
             .at(89, 89, "#FFFFFF"), .at(98, 80, "#000000"), .at(106, 80, "#FFFFFF"),
             .at(28, 133, "#000000"), .at(37, 133, "#FFFFFF"), .at(263, 263, "#000000"), .at(272, 263, "#FFFFFF"),
             .at(20, 317, "#FFFFFF"), .at(24, 317, "#000000"), .at(28, 317, "#FFFFFF"), .at(30, 317, "#000000"),
             .at(24, 299, "#FFFFFF")]) {
    InviteCodeCard(link: "https://example.com/invite/42", orderNumber: "A-1234567890")
        .frame(width: 300, height: 400)
}
