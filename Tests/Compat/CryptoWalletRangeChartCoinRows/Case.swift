import CompatSupport
import SpecimenUI

// The day's change is a green capsule on the balance's baseline (284, 112), Ether's a red one (286, 483). The action
// buttons are accent discs (95, 160). The area under the balance line fades to clear at the plot's foot (300, 325) under
// a `LinearGradient` from 45 % of the accent. The segmented picker shows 1M selected (190, 355) on its grey track
// (30, 355). Bitcoin's logo is an orange disc (40, 425).
public let compatCase = CompatCase("CryptoWalletRangeChartCoinRows", width: 360, height: 560, probes: [
        .at(284, 112, "#34C759"), .at(286, 483, "#FF3B30"), .at(95, 160, "#007AFF"),
        .at(300, 325, "#F7FBFF", tolerance: 6), .at(190, 355, "#FFFFFF"), .at(30, 355, "#EFEFF0"),
        .at(40, 425, "#FF9500")]) {
    WalletHomeView(
        balance: 12_480.52,
        dayChange: 0.0312,
        points: [4, 5, 4.5, 6, 7, 6.5, 8, 9, 8.5, 10].enumerated().map { BalancePoint(id: $0.offset, value: $0.element) },
        coins: [
            CoinHolding(symbol: "BTC", name: "Bitcoin", price: 61_240.1, change: 0.0214,
                        history: [3, 4, 3.5, 5, 6, 5.5, 7], brand: .orange),
            CoinHolding(symbol: "ETH", name: "Ether", price: 3_104.75, change: -0.0381,
                        history: [7, 6, 6.5, 5, 4, 4.5, 3], brand: .indigo),
        ],
        range: .month)
}
