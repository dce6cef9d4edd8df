import SwiftUI

// Units settings: an inline picker of labelled options with its own label hidden, and an inline picker
// with an optional selection whose first option is "None".
enum DistanceUnit: String, CaseIterable, Identifiable {
    case kilometres, miles, nauticalMiles
    var id: Self { self }
}

struct Station: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct UnitSettingsForm: View {
    @State private var unit = DistanceUnit.miles
    @State private var station: Station? = nil

    private let stations = [Station(id: 1, name: "Harbour"), Station(id: 2, name: "Airfield")]

    var body: some View {
        Form {
            Section("Distance") {
                Picker("Unit", selection: $unit) {
                    Label("Kilometres", systemImage: "car").tag(DistanceUnit.kilometres)
                    Label("Miles", systemImage: "figure.walk").tag(DistanceUnit.miles)
                    Label("Nautical miles", systemImage: "sailboat").tag(DistanceUnit.nauticalMiles)
                }
                .pickerStyle(.inline)
                .labelsHidden()
            }

            Section("Weather station") {
                Picker("Station", selection: $station) {
                    Text("None").tag(nil as Station?)
                    ForEach(stations) { station in
                        Text(station.name).tag(station as Station?)
                    }
                }
                .pickerStyle(.inline)
            }
        }
    }
}
