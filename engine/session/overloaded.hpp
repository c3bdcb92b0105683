#pragma once
// The usual visitor helper: a lambda per payload type, for std::visit over session::Payload.
namespace adj::session {

template <class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

}  // namespace adj::session
