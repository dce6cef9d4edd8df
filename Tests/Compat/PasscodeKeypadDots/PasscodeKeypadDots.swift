import SwiftUI

/// The passcode's progress: one ring per digit, filled once that digit is typed.
struct PasscodeProgress: View {
    let length: Int
    let entered: Int

    var body: some View {
        HStack(spacing: 20) {
            ForEach(0..<length, id: \.self) { index in
                Circle()
                    .fill(index < entered ? Color.primary : Color.clear)
                    .overlay {
                        Circle().strokeBorder(Color.primary, lineWidth: 1.5)
                    }
                    .frame(width: 14, height: 14)
            }
        }
    }
}

/// A round keypad key that dims while pressed.
struct KeypadKeyStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.primary)
            .frame(width: 70, height: 70)
            .background(Circle().fill(Color(.systemGray5)))
            .opacity(configuration.isPressed ? 0.55 : 1)
    }
}

/// The keys of a banking app's passcode pad, in the order the grid lays them out.
enum PadKey: Hashable {
    case digit(Int, letters: String)
    case blank
    case delete
}

/// A passcode screen: a title, the progress rings and a 3-column keypad whose bottom row has a gap,
/// zero and a delete key.
struct PasscodePad: View {
    @Binding var code: String
    var length = 4

    private let keys: [PadKey] = [
        .digit(1, letters: ""), .digit(2, letters: "ABC"), .digit(3, letters: "DEF"),
        .digit(4, letters: "GHI"), .digit(5, letters: "JKL"), .digit(6, letters: "MNO"),
        .digit(7, letters: "PQRS"), .digit(8, letters: "TUV"), .digit(9, letters: "WXYZ"),
        .blank, .digit(0, letters: ""), .delete,
    ]
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 24), count: 3)

    var body: some View {
        VStack(spacing: 24) {
            Text("Enter Passcode")
                .font(.title3.weight(.semibold))
            PasscodeProgress(length: length, entered: code.count)
            LazyVGrid(columns: columns, spacing: 14) {
                ForEach(keys, id: \.self) { key in
                    keyView(key)
                }
            }
            .padding(.horizontal, 24)
        }
    }

    @ViewBuilder
    private func keyView(_ key: PadKey) -> some View {
        switch key {
        case let .digit(number, letters):
            Button {
                if code.count < length { code.append(String(number)) }
            } label: {
                VStack(spacing: -2) {
                    Text("\(number)")
                        .font(.system(size: 30))
                        .monospacedDigit()
                    if !letters.isEmpty {
                        Text(letters)
                            .font(.system(size: 9, weight: .bold))
                            .kerning(1.5)
                    }
                }
            }
            .buttonStyle(KeypadKeyStyle())
        case .blank:
            Color.clear
                .frame(height: 70)
        case .delete:
            Button {
                if !code.isEmpty { code.removeLast() }
            } label: {
                Image(systemName: "delete.backward")
                    .font(.title2)
                    .frame(width: 70, height: 70)
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Delete")
        }
    }
}
