import SwiftUI

/// A bank account as the wallet screen shows it.
struct WalletAccount: Identifiable {
    let id: String
    let bank: String
    let kind: String
    let lastFour: String
    let balance: Decimal
    let currency: String
    let tint: Color
}

/// One account card: the bank, a masked number and the balance, the private parts marked sensitive.
struct WalletCard: View {
    let account: WalletAccount

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(account.bank)
                    .font(.headline)
                Spacer()
                Image(systemName: "creditcard")
                    .font(.subheadline.weight(.semibold))
            }
            Spacer(minLength: 0)
            Text("•••• \(account.lastFour)")
                .font(.system(.title3, design: .monospaced))
                .privacySensitive()
            HStack(alignment: .firstTextBaseline) {
                Text(account.balance, format: .currency(code: account.currency))
                    .font(.system(size: 26, weight: .heavy, design: .rounded))
                    .monospacedDigit()
                    .privacySensitive()
                Spacer()
                Text(account.kind.uppercased())
                    .font(.caption2.weight(.bold))
            }
        }
        .foregroundStyle(.white)
        .padding(14)
        .frame(width: 230, height: 140)
        .background(account.tint, in: RoundedRectangle(cornerRadius: 18, style: .continuous))
    }
}

/// The wallet's card strip, scrolling sideways; a privacy redaction hides only what is marked sensitive.
struct WalletCardStrip: View {
    let accounts: [WalletAccount]
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Cards")
                    .font(.title3.bold())
                Spacer()
                if redactionReasons.contains(.privacy) {
                    Label("Hidden", systemImage: "eye.slash")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .padding(.horizontal, 16)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(accounts) { account in
                        WalletCard(account: account)
                    }
                }
                .padding(.horizontal, 16)
            }
        }
    }
}
