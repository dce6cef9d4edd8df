import SwiftUI

enum KeyKind {
    case digit, function, operation
}

struct CalcKey: Hashable {
    let label: String
    let kind: KeyKind
    var span = 1
}

struct KeyFace: View {
    let key: CalcKey
    let isActive: Bool

    private var fill: Color {
        switch key.kind {
        case .digit: return Color(white: 0.2)
        case .function: return Color(white: 0.65)
        case .operation: return isActive ? .white : .orange
        }
    }

    private var ink: Color {
        switch key.kind {
        case .function: return .black
        case .operation: return isActive ? .orange : .white
        case .digit: return .white
        }
    }

    var body: some View {
        Text(key.label)
            .font(.system(size: 28, weight: .medium))
            .foregroundStyle(ink)
            .frame(maxWidth: key.span > 1 ? .infinity : 64, alignment: key.span > 1 ? .leading : .center)
            .padding(.leading, key.span > 1 ? 24 : 0)
            .frame(height: 64)
            .background(fill, in: Capsule())
    }
}

struct Keypad: View {
    let rows: [[CalcKey]]
    let activeOperation: String?

    var body: some View {
        Grid(horizontalSpacing: 12, verticalSpacing: 12) {
            ForEach(rows, id: \.self) { row in
                GridRow {
                    ForEach(row, id: \.self) { key in
                        KeyFace(key: key, isActive: key.label == activeOperation)
                            .gridCellColumns(key.span)
                    }
                }
            }
        }
    }
}

// The display shrinks a long number to fit one line instead of cutting it off.
struct CalculatorDisplay: View {
    let history: [String]
    let value: String

    var body: some View {
        VStack(alignment: .trailing, spacing: 4) {
            ForEach(history, id: \.self) { line in
                Text(line)
                    .font(.callout)
                    .monospacedDigit()
                    .foregroundStyle(.gray)
            }
            Text(value)
                .font(.system(size: 76, weight: .light))
                .monospacedDigit()
                .foregroundStyle(.white)
                .lineLimit(1)
                .minimumScaleFactor(0.4)
        }
        .frame(maxWidth: .infinity, alignment: .trailing)
    }
}

struct CalculatorScreen: View {
    let history: [String]
    let value: String
    let activeOperation: String?

    private let rows: [[CalcKey]] = [
        [CalcKey(label: "AC", kind: .function), CalcKey(label: "±", kind: .function), CalcKey(label: "%", kind: .function), CalcKey(label: "÷", kind: .operation)],
        [CalcKey(label: "7", kind: .digit), CalcKey(label: "8", kind: .digit), CalcKey(label: "9", kind: .digit), CalcKey(label: "×", kind: .operation)],
        [CalcKey(label: "4", kind: .digit), CalcKey(label: "5", kind: .digit), CalcKey(label: "6", kind: .digit), CalcKey(label: "−", kind: .operation)],
        [CalcKey(label: "1", kind: .digit), CalcKey(label: "2", kind: .digit), CalcKey(label: "3", kind: .digit), CalcKey(label: "+", kind: .operation)],
        [CalcKey(label: "0", kind: .digit, span: 2), CalcKey(label: ".", kind: .digit), CalcKey(label: "=", kind: .operation)],
    ]

    var body: some View {
        VStack(spacing: 16) {
            Spacer(minLength: 0)
            CalculatorDisplay(history: history, value: value)
            Keypad(rows: rows, activeOperation: activeOperation)
        }
        .padding(16)
        .background(.black)
    }
}
