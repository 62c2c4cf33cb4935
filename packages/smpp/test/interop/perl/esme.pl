#!/usr/bin/perl
# Net::SMPP as an ESME. Reads a JSON job on stdin:
#   { "port": N, "system_id": "...", "password": "...",
#     "messages": [ { "source_addr", "destination_addr", "esm_class", "data_coding",
#                     "registered_delivery", "short_message_hex", "tlvs": { name: hex } } ] }
# binds as a transceiver (SMPP 3.4), submits every message synchronously, sends enquire_link and
# unbinds. Prints one JSON object per line for every response it gets.
use strict;
use warnings;
use JSON::PP;
use Net::SMPP;

$| = 1;
my $json = JSON::PP->new->canonical;
my $job  = $json->decode(do { local $/; <STDIN> });

sub emit { print $json->encode({@_}), "\n" }

my ($smpp, $bind) = Net::SMPP->new_transceiver(
    '127.0.0.1',
    port              => $job->{port},
    system_id         => $job->{system_id},
    password          => $job->{password},
    smpp_version      => 0x34,
    interface_version => 0x34,
    timeout           => 5,
);
if (!$smpp || !$bind) {
    emit(event => 'error', message => "connect or bind failed: $!");
    exit 1;
}
emit(event => 'bind_transceiver_resp', status => $bind->status, system_id => $bind->{system_id});
exit 1 if $bind->status != 0;

for my $message (@{ $job->{messages} }) {
    my @tlvs = map { ($_ => pack('H*', $message->{tlvs}{$_})) } sort keys %{ $message->{tlvs} || {} };
    my $resp = $smpp->submit_sm(
        source_addr_ton     => 1,
        source_addr_npi     => 1,
        source_addr         => $message->{source_addr},
        dest_addr_ton       => 1,
        dest_addr_npi       => 1,
        destination_addr    => $message->{destination_addr},
        esm_class           => $message->{esm_class} // 0,
        data_coding         => $message->{data_coding} // 0,
        registered_delivery => $message->{registered_delivery} // 0,
        short_message       => pack('H*', $message->{short_message_hex} // ''),
        @tlvs,
    );
    if (!$resp) {
        emit(event => 'error', message => 'no submit_sm_resp');
        exit 1;
    }
    emit(event => 'submit_sm_resp', status => $resp->status, seq => $resp->seq,
        message_id => $resp->{message_id});
}

my $enquire = $smpp->enquire_link() or do { emit(event => 'error', message => 'no enquire_link_resp'); exit 1 };
emit(event => 'enquire_link_resp', status => $enquire->status, seq => $enquire->seq);

my $unbind = $smpp->unbind() or do { emit(event => 'error', message => 'no unbind_resp'); exit 1 };
emit(event => 'unbind_resp', status => $unbind->status, seq => $unbind->seq);
$smpp->close();
