import SwiftUI

// A booking form: navigation-link pickers (one whose selection matches no option, as a `ForEach` over a
// range without tags leaves it), steppers with a trailing label closure and with a title.
struct BookingForm: View {
    @State private var guests = 0
    @State private var roomType = "Double"
    @State private var nights = 3
    @State private var budget = 120.0

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Guests", selection: $guests) {
                        ForEach(2..<10) {
                            Text("\($0) people")
                        }
                    }
                    .pickerStyle(.navigationLink)

                    Picker("Room", selection: $roomType) {
                        ForEach(["Single", "Double", "Suite"], id: \.self) { type in
                            Text(type)
                        }
                    }
                    .pickerStyle(.navigationLink)
                }

                Section("Stay") {
                    Stepper(value: $nights, in: 1...14) {
                        Text("Nights: \(nights)")
                    }
                    Stepper("Budget: \(budget.formatted())", value: $budget, in: 50...500, step: 10)
                }
            }
            .navigationTitle("Booking")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
