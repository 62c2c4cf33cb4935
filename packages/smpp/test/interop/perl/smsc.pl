#!/usr/bin/perl
# Net::SMPP as a simple SMSC. Reads a JSON job on stdin:
#   { "port": N, "system_id": "...", "password": "...", "first_message_id": N,
#     "send_receipts": bool, "send_enquire_link": bool, "fork": bool }
# listens on 127.0.0.1:port, accepts one connection and answers binds (RINVPASWD on a wrong
# password), submit_sm (incrementing decimal message ids), enquire_link and unbind. Optionally
# sends its own enquire_link after the bind and a deliver_sm receipt for each submit_sm that asks
# for one. Prints one JSON object per line for every PDU it reads; exits after unbind or EOF.
# With "fork", it accepts connections until killed, each served by a process of its own (as an
# SMSC taking several binds does): its lines carry the connection's number "conn", between an
# "accepted" and an "ended" line.
use strict;
use warnings;
use JSON::PP;
use Net::SMPP;

$| = 1;
my $json = JSON::PP->new->canonical;
my $job  = $json->decode(do { local $/; <STDIN> });

# The connection a forked process serves, added to each of its lines.
my %conn;
sub emit { print $json->encode({@_, %conn}), "\n" }

my %bind_resp = (
    0x00000001 => 'bind_receiver_resp',
    0x00000002 => 'bind_transmitter_resp',
    0x00000009 => 'bind_transceiver_resp',
);
my %names = (
    0x00000001 => 'bind_receiver',
    0x00000002 => 'bind_transmitter',
    0x00000009 => 'bind_transceiver',
    0x00000004 => 'submit_sm',
    0x00000006 => 'unbind',
    0x00000015 => 'enquire_link',
    0x80000005 => 'deliver_sm_resp',
    0x80000015 => 'enquire_link_resp',
    0x80000000 => 'generic_nack',
);

my $listener = Net::SMPP->new_listen('127.0.0.1', port => $job->{port}, smpp_version => 0x34)
    or do { emit(event => 'error', message => "listen failed: $!"); exit 1 };
emit(event => 'listening', port => $job->{port});

my $next_message_id = $job->{first_message_id} // 1;

if ($job->{fork}) {
    $SIG{CHLD} = 'IGNORE';  # no zombies
    $SIG{PIPE} = 'IGNORE';  # answering a peer that has gone is an error, not the end
    for (my $count = 1; ; ) {
        my $smpp = $listener->accept() or next;  # undef after the accept timeout: wait again
        my $pid = fork() // do { emit(event => 'error', message => "fork failed: $!"); exit 1 };
        if ($pid == 0) {
            %conn = (conn => $count);
            $listener->close();
            emit(event => 'accepted');
            serve($smpp);
            emit(event => 'ended');
            exit 0;
        }
        $smpp->close();
        $count++;
    }
}

my $smpp = $listener->accept() or do { emit(event => 'error', message => "accept failed: $!"); exit 1 };
serve($smpp);

sub serve {
    my ($smpp) = @_;
    while (1) {
        my $pdu = $smpp->read_pdu();
        if (!$pdu) {
            emit(event => 'closed');
            last;
        }
        my $cmd  = $pdu->{cmd};
        my $name = $names{$cmd} // sprintf('unknown_0x%08x', $cmd);
        if (exists $bind_resp{$cmd}) {
            my $ok = $pdu->{system_id} eq $job->{system_id} && $pdu->{password} eq $job->{password};
            my $responder = $bind_resp{$cmd};
            $smpp->$responder(seq => $pdu->{seq}, status => $ok ? 0 : 0x0E, system_id => 'perl-smsc');
            emit(event => $name, seq => $pdu->{seq}, system_id => $pdu->{system_id},
                interface_version => $pdu->{interface_version}, accepted => $ok ? JSON::PP::true : JSON::PP::false);
            $smpp->enquire_link(async => 1) if $ok && $job->{send_enquire_link};
        } elsif ($name eq 'submit_sm') {
            my $message_id = $next_message_id++;
            $smpp->submit_sm_resp(seq => $pdu->{seq}, message_id => "$message_id");
            emit(event => $name, seq => $pdu->{seq}, message_id => "$message_id",
                source_addr => $pdu->{source_addr}, destination_addr => $pdu->{destination_addr},
                esm_class => $pdu->{esm_class}, data_coding => $pdu->{data_coding},
                registered_delivery => $pdu->{registered_delivery},
                short_message_hex => unpack('H*', $pdu->{short_message}));
            if ($job->{send_receipts} && ($pdu->{registered_delivery} & 0x01)) {
                my $text = "id:$message_id sub:001 dlvrd:001 submit date:2601011200 "
                    . "done date:2601011201 stat:DELIVRD err:000 text:";
                $smpp->deliver_sm(async => 1, source_addr => $pdu->{destination_addr},
                    destination_addr => $pdu->{source_addr}, esm_class => 0x04, data_coding => 0,
                    short_message => $text, receipted_message_id => "$message_id\0",
                    message_state => pack('C', 2));
            }
        } elsif ($name eq 'enquire_link') {
            $smpp->enquire_link_resp(seq => $pdu->{seq});
            emit(event => $name, seq => $pdu->{seq});
        } elsif ($name eq 'unbind') {
            $smpp->unbind_resp(seq => $pdu->{seq});
            emit(event => $name, seq => $pdu->{seq});
            last;
        } elsif ($cmd & 0x80000000) {
            emit(event => $name, seq => $pdu->{seq}, status => $pdu->{status});
        } else {
            $smpp->generic_nack(seq => $pdu->{seq}, status => 0x03);
            emit(event => $name, seq => $pdu->{seq});
        }
    }
    $smpp->close();
}
