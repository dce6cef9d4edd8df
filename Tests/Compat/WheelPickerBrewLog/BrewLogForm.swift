import SwiftUI

// A brew log's entry form: three wheel columns sharing one row (dose, ratio, cups), the row's insets
// removed so the wheels reach the card's edges, then a date row and a price field with its currency.
struct BrewLogForm: View {
    @State private var doseIndex = 3
    @State private var ratioIndex = 1
    @State private var cups = 2
    @State private var brewedAt = Date(timeIntervalSince1970: 1_767_225_600)
    @State private var price = ""

    private let doses = [12, 14, 16, 18, 20, 22, 24]
    private let ratios = [15.0, 16.0, 17.0]

    var body: some View {
        Form {
            Section("Recipe") {
                HStack(spacing: 0) {
                    Picker("Dose", selection: $doseIndex) {
                        ForEach(Array(doses.enumerated()), id: \.offset) { offset, grams in
                            Text("\(grams) g").font(.callout).tag(offset)
                        }
                    }
                    .pickerStyle(.wheel)
                    .frame(maxWidth: .infinity)
                    .labelsHidden()

                    Picker("Ratio", selection: $ratioIndex) {
                        ForEach(Array(ratios.enumerated()), id: \.offset) { offset, ratio in
                            Text(String(format: "1:%.0f", ratio)).font(.callout).tag(offset)
                        }
                    }
                    .pickerStyle(.wheel)
                    .frame(width: 90)
                    .labelsHidden()

                    Picker("Cups", selection: $cups) {
                        ForEach(1...6, id: \.self) { n in
                            Text("\(n)×").font(.callout).tag(n)
                        }
                    }
                    .pickerStyle(.wheel)
                    .frame(width: 64)
                    .labelsHidden()
                }
                .frame(height: 150)
                .listRowInsets(EdgeInsets())
            }

            Section {
                HStack {
                    TextField("Price", text: $price)
                        .keyboardType(.decimalPad)
                    Text("EUR")
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}
