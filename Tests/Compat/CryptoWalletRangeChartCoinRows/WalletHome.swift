import Charts
import SwiftUI

enum ChartRange: String, CaseIterable, Identifiable {
    case day = "1D"
    case week = "1W"
    case month = "1M"
    case year = "1Y"

    var id: Self { self }
}

struct BalancePoint: Identifiable {
    let id: Int
    let value: Double
}

struct CoinHolding: Identifiable {
    var id: String { symbol }
    let symbol: String
    let name: String
    let price: Double
    let change: Double
    let history: [Double]
    let brand: Color
}

/// A price history scaled to fill its rect, oldest price at the leading edge.
struct SparklineShape: Shape {
    let values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1, let low = values.min(), let high = values.max() else { return path }
        let span = max(high - low, 0.000_001)
        for (index, value) in values.enumerated() {
            let point = CGPoint(
                x: rect.minX + rect.width * CGFloat(index) / CGFloat(values.count - 1),
                y: rect.maxY - rect.height * CGFloat((value - low) / span))
            if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        return path
    }
}

struct ChangeCapsule: View {
    let change: Double

    var body: some View {
        Text(change, format: .percent.precision(.fractionLength(2)))
            .font(.caption.weight(.semibold))
            .monospacedDigit()
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .frame(minWidth: 64)
            .background(change >= 0 ? Color.green : Color.red, in: Capsule())
    }
}

struct WalletActionButton: View {
    let title: String
    let systemImage: String

    var body: some View {
        Button {} label: {
            VStack(spacing: 6) {
                Image(systemName: systemImage)
                    .font(.headline)
                    .frame(width: 44, height: 44)
                    .background(Color.accentColor, in: Circle())
                    .foregroundStyle(.white)
                Text(title)
                    .font(.caption)
            }
        }
        .buttonStyle(.plain)
    }
}

struct CoinRow: View {
    let coin: CoinHolding

    var body: some View {
        HStack(spacing: 12) {
            Text(coin.symbol.prefix(1))
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(coin.brand, in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(coin.name)
                    .font(.subheadline.weight(.semibold))
                Text(coin.symbol)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            SparklineShape(values: coin.history)
                .stroke(coin.change >= 0 ? Color.green : Color.red,
                        style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(width: 56, height: 24)
            VStack(alignment: .trailing, spacing: 4) {
                Text(coin.price, format: .currency(code: "USD"))
                    .font(.subheadline)
                ChangeCapsule(change: coin.change)
            }
        }
    }
}

struct WalletHomeView: View {
    let balance: Double
    let dayChange: Double
    let points: [BalancePoint]
    let coins: [CoinHolding]
    @State var range: ChartRange = .week

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Total balance")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                HStack(alignment: .firstTextBaseline) {
                    Text(balance, format: .currency(code: "USD"))
                        .font(.largeTitle.bold())
                        .contentTransition(.numericText(value: balance))
                    Spacer()
                    ChangeCapsule(change: dayChange)
                }
            }

            HStack(spacing: 28) {
                WalletActionButton(title: "Send", systemImage: "arrow.up")
                WalletActionButton(title: "Receive", systemImage: "arrow.down")
                WalletActionButton(title: "Swap", systemImage: "arrow.left.arrow.right")
            }
            .frame(maxWidth: .infinity)

            Chart(points) { point in
                AreaMark(x: .value("Day", point.id), y: .value("Balance", point.value))
                    .foregroundStyle(
                        LinearGradient(colors: [Color.accentColor.opacity(0.45), Color.accentColor.opacity(0)],
                                       startPoint: .top, endPoint: .bottom))
                LineMark(x: .value("Day", point.id), y: .value("Balance", point.value))
                    .foregroundStyle(Color.accentColor)
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartYScale(domain: 0...12)
            .frame(height: 110)

            Picker("Range", selection: $range) {
                ForEach(ChartRange.allCases) { range in
                    Text(range.rawValue).tag(range)
                }
            }
            .pickerStyle(.segmented)

            ForEach(coins) { coin in
                CoinRow(coin: coin)
            }
        }
        .padding()
    }
}
